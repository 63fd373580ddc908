// The SANDBOX bank's statement inside the verify dialog: the built-in bank-link provider moves no
// money and the person has no bank site to read the micro-deposits on, so the dialog offers the
// sandbox bank's statement, as a real person would open their bank's. Shown only for links the
// sandbox made (`provider`); with a real aggregator the person reads their own statement.
import { useState } from 'react';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { formatDateTime } from '@/ui/format';
import { Money } from '@/ui/Money';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { sandboxStatementQuery } from './api';

const Statement = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  margin: '$2 0 $3',
  fontSize: '$sm',
  fontVariantNumeric: 'tabular-nums',
  '& caption': { textAlign: 'left', color: '$textMuted', marginBottom: '$1' },
  '& th, & td': { padding: '$1 $2 $1 0', borderTop: '1px solid $border', textAlign: 'left' },
  '& td:last-child, & th:last-child': { textAlign: 'right', paddingRight: 0 },
});

export function SandboxStatement({ bankAccountId }: { bankAccountId: string }) {
  const [open, setOpen] = useState(false);
  const { state, reload } = useApiQuery(sandboxStatementQuery(bankAccountId), { enabled: open });
  return (
    <div data-testid="sandbox-statement">
      <Button
        type="button"
        variant="link"
        aria-expanded={open}
        aria-controls="sandbox-statement-lines"
        onClick={() => setOpen(!open)}
      >
        {open ? "Hide the sandbox bank's statement" : "Open the sandbox bank's statement"}
      </Button>
      {open ? (
        <div id="sandbox-statement-lines">
          <QueryView state={state} reload={reload} loadingLabel="Loading the statement">
            {(statement) => (
              <Statement>
                <caption>
                  {statement.institution_name} {statement.masked_number}: a test bank, no real money
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Posted</th>
                    <th scope="col">Description</th>
                    <th scope="col">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {statement.lines.map((line, i) => (
                    <tr key={i}>
                      <td>{formatDateTime(line.posted_at)}</td>
                      <td>{line.description}</td>
                      <td>
                        <Money cents={line.amount_cents} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Statement>
            )}
          </QueryView>
        </div>
      ) : (
        <Muted>The sandbox bank sent no real money: its statement shows the two amounts.</Muted>
      )}
    </div>
  );
}
