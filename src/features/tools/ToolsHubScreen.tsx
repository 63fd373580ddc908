// /app/tools (spec §1 "AI analyst tools", §2 mobile "tools"): the four tools — company snapshot
// (a symbol picker that opens it), screener, query tool and portfolio optimizer.
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { snapshotPath, toolsPaths } from './paths';

const Grid = styled('div', {
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: '1fr',
  '@media (min-width: 700px)': { gridTemplateColumns: '1fr 1fr' },
  '& > section': { marginTop: '0 !important', minWidth: 0 },
});
const ToolLink = styled(Link, {
  fontWeight: 600,
  color: '$primaryCtaButton',
  display: 'inline-block',
  minHeight: '24px',
});
const Row = styled('form', {
  display: 'flex',
  gap: '$3',
  alignItems: 'flex-start',
  '& > :first-child': { flex: 1, minWidth: 0 },
});

/** Letters and digits with at most one class suffix (src/contract/market.ts SYMBOL_PATTERN). */
const SYMBOL = /^[A-Za-z0-9]{1,6}([.-][A-Za-z0-9]{1,2})?$/;

export default function ToolsHubScreen() {
  return (
    <Page title="Tools" testId="tools-hub">
      <Heading>Tools</Heading>
      <Muted>
        Research tools over the market data in the app. None of them is investment advice.
      </Muted>
      <Grid>
        <Card aria-labelledby="tool-snapshot">
          <Heading as="h2" level={2} id="tool-snapshot">
            Company snapshot
          </Heading>
          <Muted>
            A summary of one company: performance, valuation, earnings and the community’s view.
          </Muted>
          <SnapshotPicker />
        </Card>
        <Card aria-labelledby="tool-screener">
          <Heading as="h2" level={2} id="tool-screener">
            Screener
          </Heading>
          <Muted>
            Filter and sort every security by sector, valuation, yield and price moves; save your
            screens.
          </Muted>
          <ToolLink href={toolsPaths.screener}>Open the screener</ToolLink>
        </Card>
        <Card aria-labelledby="tool-query">
          <Heading as="h2" level={2} id="tool-query">
            Query tool
          </Heading>
          <Muted>Ask in plain English about the market or your holdings.</Muted>
          <ToolLink href={toolsPaths.query}>Ask a question</ToolLink>
        </Card>
        <Card aria-labelledby="tool-optimizer">
          <Heading as="h2" level={2} id="tool-optimizer">
            Portfolio optimizer
          </Heading>
          <Muted>
            Mean-variance weights for your paper portfolio, and the trades to get there.
          </Muted>
          <ToolLink href={toolsPaths.optimizer}>Open the optimizer</ToolLink>
        </Card>
      </Grid>
    </Page>
  );
}

function SnapshotPicker() {
  const [, navigate] = useLocation();
  const [symbol, setSymbol] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const text = symbol.trim();
    if (!SYMBOL.test(text)) return setError('Enter a ticker symbol, like AAPL or BRK.B.');
    navigate(snapshotPath(text));
  }
  return (
    <Row onSubmit={submit} aria-label="Open a company snapshot" noValidate>
      <TextField
        name="symbol"
        label="Symbol"
        value={symbol}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(_n, value) => {
          setSymbol(value.toUpperCase());
          setError(null);
        }}
      />
      <Button type="submit" variant="secondary">
        Open
      </Button>
    </Row>
  );
}
