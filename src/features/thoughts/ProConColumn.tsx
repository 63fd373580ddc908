// One column of the security page's community block: its pros or its cons, with the count.
// Coming into view sends "pro/con viewed" (spec §3; §5: every field, no more).
import { useRef } from 'react';
import type { Post, ProOrCon } from '@/contract/community';
import { trackProConViewed } from '@/platform/analytics';
import { styled } from '@/ui/theme/stitches';
import { ProConBadge } from './ProConBadge';
import { ThoughtCard } from './ThoughtCard';
import { useSeenOnce } from './use-seen-once';

const PRO_CON_CONTEXT = 'security page';

export function ProConColumn({
  symbol,
  side,
  posts,
  count,
}: {
  symbol: string;
  side: ProOrCon;
  posts: readonly Post[];
  count: number;
}) {
  const ref = useRef<HTMLElement>(null);
  useSeenOnce(ref, () =>
    trackProConViewed({ context: PRO_CON_CONTEXT, pro_or_con: side, ticker_symbol: symbol }),
  );
  const title = side === 'pro' ? 'Pros' : 'Cons';
  return (
    <Column ref={ref} aria-labelledby={`${side}-column-title`} data-testid={`${side}-column`}>
      <ColumnTitle id={`${side}-column-title`}>
        <ProConBadge value={side} /> {title} <Count>({count.toLocaleString('en-US')})</Count>
      </ColumnTitle>
      {posts.length === 0 ? (
        <Empty>No {side === 'pro' ? 'pros' : 'cons'} yet. Be the first to share one.</Empty>
      ) : (
        <List>
          {posts.map((post) => (
            <li key={post.id}>
              <ThoughtCard post={post} showSymbol={false} showProOrCon={false} headingLevel={4} />
            </li>
          ))}
        </List>
      )}
    </Column>
  );
}

const Column = styled('section', { minWidth: 0 });
const ColumnTitle = styled('h3', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  fontSize: '$md',
  margin: '0 0 $3',
});
const Count = styled('span', { color: '$textMuted', fontWeight: 400 });
const Empty = styled('p', { color: '$textMuted', fontSize: '$sm', margin: 0 });
const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
});
