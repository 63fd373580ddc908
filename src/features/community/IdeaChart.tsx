// The idea page's chart: the security and the benchmark since the idea was posted, both as the
// percentage moved from the same start, so "did it beat the market" reads off the two lines. A
// small SVG (ui/LineChart: two lines need no chart library), drawn to the card's width; the sentence
// under it says the same in words for screen readers and anyone who prefers them. The idea's grade
// (the card above) is the exact figure; the chart shows the path.
import type { Post } from '@/contract/community';
import type { QueryState } from '@/platform/api';
import { useApiQuery } from '@/platform/queries';
import { Card, Muted } from '@/ui/Card';
import { LineChart } from '@/ui/LineChart';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { barsQuery } from '@/features/market';
import { formatGradePercent, sinceText } from './idea-format';
import { type MovePoint, movesSince, rangeSince } from './idea-chart-data';

export function IdeaChart({ idea, now = new Date() }: { idea: Post; now?: Date }) {
  const benchmark = idea.grade?.benchmark_symbol ?? 'SPY';
  const range = rangeSince(idea.created_at, now);
  const security = useApiQuery(barsQuery(idea.symbol, range));
  const market = useApiQuery(barsQuery(benchmark, range));
  const both = joined(security.state, market.state);
  return (
    <Card aria-labelledby="idea-chart-title" data-testid="idea-chart">
      <Title id="idea-chart-title">
        {idea.symbol} and {benchmark} {sinceText(idea.created_at)}
      </Title>
      <QueryView
        state={both}
        reload={() => {
          security.reload();
          market.reload();
        }}
        loadingLabel="Loading the chart"
      >
        {([ourBars, theirBars]) => {
          const ours = movesSince(ourBars.bars, idea.created_at);
          const theirs = movesSince(theirBars.bars, idea.created_at);
          if (ours.length < 2 || theirs.length < 2) {
            return (
              <Muted role="status">
                The chart starts once the market has traded since this idea was posted.
              </Muted>
            );
          }
          return <Lines ours={ours} theirs={theirs} symbol={idea.symbol} benchmark={benchmark} />;
        }}
      </QueryView>
    </Card>
  );
}

/** Two answers as one: loaded when both are, else the first that is not. */
function joined<A, B>(a: QueryState<A>, b: QueryState<B>): QueryState<readonly [A, B]> {
  if (a.status !== 'success') return a;
  if (b.status !== 'success') return b;
  return { status: 'success', data: [a.data, b.data] };
}

function Lines({
  ours,
  theirs,
  symbol,
  benchmark,
}: {
  ours: MovePoint[];
  theirs: MovePoint[];
  symbol: string;
  benchmark: string;
}) {
  const line = (points: MovePoint[]) => points.map((point) => [point.at, point.bp] as const);
  const lastOurs = ours.at(-1)!.bp;
  const lastTheirs = theirs.at(-1)!.bp;
  return (
    <>
      <LineChart
        lines={[
          { tone: 'compare', points: line(theirs) },
          { tone: 'main', points: line(ours) },
        ]}
        baseline={0}
        height={140}
      />
      <Legend>
        <span className="security">
          {symbol} {formatGradePercent(lastOurs)}
        </span>
        <span className="benchmark">
          {benchmark} {formatGradePercent(lastTheirs)}
        </span>
      </Legend>
      <Muted css={{ margin: '$2 0 0', fontSize: '$sm' }}>
        {symbol} moved {formatGradePercent(lastOurs)} and {benchmark}{' '}
        {formatGradePercent(lastTheirs)} from the first close after the idea was posted.
      </Muted>
    </>
  );
}

const Title = styled('h2', { fontSize: '$md', margin: '0 0 $3' });
const Legend = styled('p', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1 $4',
  margin: '$2 0 0',
  fontSize: '$sm',
  fontVariantNumeric: 'tabular-nums',
  '& span::before': {
    content: '""',
    display: 'inline-block',
    width: '16px',
    height: 0,
    marginRight: '$1',
    verticalAlign: 'middle',
  },
  '& .security::before': { borderTop: '3px solid $primaryCtaButton' },
  '& .benchmark::before': { borderTop: '2px dashed $textMuted' },
});
