// /app/documents (spec §2 "/documents: e-documents"): the monthly statements
// of each account, grouped by year, each a PDF download. The list is an API GET, so offline the
// service worker answers it from its cache (QueryView says the data is the last saved); a
// statement itself is made on demand by the server, so downloading one needs a connection.
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { isOnline } from '@/platform/network/online';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { useApiQuery } from '@/platform/queries';
import { styled } from '@/ui/theme/stitches';
import { documentsQuery, statementUrl } from './api';
import { type AccountStatements, groupStatements, monthLabel } from './group';
import { documentPaths } from './paths';

export default function DocumentsScreen() {
  const { state, reload } = useApiQuery(documentsQuery);
  return (
    <Page title="Documents" testId="documents-screen">
      <Heading>Documents</Heading>
      <Muted>
        Monthly statements of your accounts, as PDF. A statement appears once its month has ended,
        for every month with activity. They are delivered as the{' '}
        <Link href={documentPaths.terms}>broker-dealer terms</Link> describe.
      </Muted>
      <QueryView
        staleNotice
        state={state}
        reload={reload}
        loadingLabel="Loading your documents"
        isEmpty={(data) => groupStatements(data).length === 0}
        empty={
          <Card data-testid="documents-empty">
            <Heading as="h2" level={2}>
              No statements yet
            </Heading>
            <Muted css={{ margin: 0 }}>
              Your first statement appears after your first full month. Each statement covers one
              calendar month in New York time and lists your cash, deposits, withdrawals, trades and
              positions.
            </Muted>
          </Card>
        }
      >
        {(data) => <Statements groups={groupStatements(data)} />}
      </QueryView>
    </Page>
  );
}

function Statements({ groups }: { groups: AccountStatements[] }) {
  useSignals();
  const online = isOnline.value;
  return (
    <>
      {online ? null : (
        <Notice tone="warning">
          Downloading a statement needs a connection: each one is made for you when you ask for it.
          Connect to download.
        </Notice>
      )}
      {groups.map(({ account, label, years }) => (
        <Card
          key={account.id}
          aria-labelledby={`account-${account.id}`}
          data-testid="statement-account"
        >
          <Heading as="h2" level={2} id={`account-${account.id}`}>
            {label}
          </Heading>
          <Small>Account {account.account_number}</Small>
          {years.map((year) => (
            <YearGroup key={year.year} aria-labelledby={`year-${account.id}-${year.year}`}>
              <YearHeading id={`year-${account.id}-${year.year}`}>{year.year}</YearHeading>
              <List>
                {year.statements.map((statement) => (
                  <Item key={statement.month} data-testid="statement-row">
                    <span>{monthLabel(statement.month)}</span>
                    {online ? (
                      <Download
                        href={statementUrl(account.id, statement.month)}
                        download={statement.file_name}
                        aria-label={`Download PDF, ${statement.title}, ${label}`}
                      >
                        Download PDF
                      </Download>
                    ) : (
                      <Unavailable>Needs a connection</Unavailable>
                    )}
                  </Item>
                ))}
              </List>
            </YearGroup>
          ))}
        </Card>
      ))}
    </>
  );
}

const Small = styled('p', { color: '$textMuted', fontSize: '$sm', margin: '-$2 0 $3' });
const YearGroup = styled('section', { '& + &': { marginTop: '$4' } });
const YearHeading = styled('h3', { fontSize: '$md', margin: '0 0 $1' });
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Item = styled('li', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 0',
  '& + &': { borderTop: '1px solid $border' },
});
const Download = styled('a', { fontWeight: 600, whiteSpace: 'nowrap' });
const Unavailable = styled('span', { color: '$textMuted', fontSize: '$sm' });
