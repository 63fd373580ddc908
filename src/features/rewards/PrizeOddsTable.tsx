// The referral-reward probability display (spec §3): each prize a reward card can hold, with its
// chance. Rows with an invalid probability are skipped after §8's console error (probability.ts).
import type { PrizeOdds } from '@/contract/rewards';
import { Card, Heading, Muted } from '@/ui/Card';
import { formatRewardCents } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { displayableOdds, formatProbability } from './probability';

export function PrizeOddsTable({ odds }: { odds: readonly PrizeOdds[] }) {
  const rows = displayableOdds(odds);
  if (rows.length === 0) return null;
  return (
    <Card aria-labelledby="odds-title">
      <Heading as="h2" level={2} id="odds-title">
        What a card can hold
      </Heading>
      <Muted>
        Each card holds one prize, drawn by our server at random when you turn it over, with these
        chances.
      </Muted>
      <Table data-testid="prize-odds">
        <caption className="visually-hidden">Prizes and their chances</caption>
        <thead>
          <tr>
            <th scope="col">Prize</th>
            <th scope="col">Chance</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.prize_cents}>
              <td>{formatRewardCents(row.prize_cents)}</td>
              <Chance>{formatProbability(row.probability)}</Chance>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}

const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '& th': { textAlign: 'left', color: '$textMuted', fontSize: '$sm', fontWeight: 600 },
  '& th, & td': { padding: '$2 0', borderBottom: '1px solid $border' },
  '& th:last-child, & td:last-child': { textAlign: 'right' },
});

const Chance = styled('td', { color: '$referralRewardProbability', fontWeight: 700 });
