// Thoughts waiting on this device (drafts.ts): written offline, posted when the connection
// returns. A draft the server refused says why and can be discarded.
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '@/ui/Button';
import { styled } from '@/ui/theme/stitches';
import { discardThoughtDraft, thoughtDrafts } from './drafts';
import { ProConBadge } from './ProConBadge';

const WAITING_TEXT = 'Waiting for connection — will post when you’re back online';

export function DraftList({ symbol, userId }: { symbol: string; userId: string }) {
  useSignals();
  const drafts = thoughtDrafts.value.filter((draft) => draft.request.symbol === symbol);
  if (drafts.length === 0) return null;
  return (
    <List aria-label="Thoughts waiting to be posted">
      {drafts.map((draft) => (
        <Item key={draft.key} data-testid="thought-draft" failed={draft.failure !== null}>
          <Top>
            <ProConBadge value={draft.request.pro_or_con} />
            <Status role="status">
              {draft.failure ? `Not posted: ${draft.failure}` : WAITING_TEXT}
            </Status>
          </Top>
          <Body>{draft.request.body}</Body>
          {draft.failure ? (
            <Button
              type="button"
              variant="link"
              onClick={() => void discardThoughtDraft(userId, draft.key)}
            >
              Discard draft
            </Button>
          ) : null}
        </Item>
      ))}
    </List>
  );
}

const List = styled('ul', {
  listStyle: 'none',
  margin: '0 0 $4',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});
const Item = styled('li', {
  border: '1px dashed $warning',
  borderRadius: '$md',
  padding: '$3 $4',
  variants: { failed: { true: { borderColor: '$error' } } },
});
const Top = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2', alignItems: 'center' });
const Status = styled('span', { fontSize: '$sm', color: '$textMuted', fontWeight: 600 });
const Body = styled('p', { margin: '$2 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
