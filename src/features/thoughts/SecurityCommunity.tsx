// The security page's Community block: pros and cons in two columns
// (stacked on phones, spec §9's 768 px), their counts, the ideas on the security with their
// grades, and "Share a thought". A lazy chunk of its own, mounted by the market feature.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { Post, ProOrCon, SecurityCommunity as Community } from '@/contract/community';
import { currentUser } from '@/features/auth';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { securityCommunityQuery } from './api';
import { CreateThoughtModal } from './CreateThoughtModal';
import type { CreateThoughtOutcome } from './CreateThoughtForm';
import { DraftList } from './DraftList';
import { refreshThoughtDrafts } from './drafts';
import { IdeaRow } from './IdeaRow';
import { ProConColumn } from './ProConColumn';

/** The reader's own new posts, shown at once on top of the server's lists. */
function withAdded(data: Community, added: readonly Post[]): Community {
  const fresh = (side: ProOrCon) =>
    added.filter(
      (post) =>
        post.pro_or_con === side &&
        ![...data.pros, ...data.cons].some((existing) => existing.id === post.id),
    );
  const pros = fresh('pro');
  const cons = fresh('con');
  return {
    ...data,
    pros: [...pros, ...data.pros],
    cons: [...cons, ...data.cons],
    pro_count: data.pro_count + pros.length,
    con_count: data.con_count + cons.length,
  };
}

export default function SecurityCommunity({ symbol }: { symbol: string }) {
  useSignals();
  const userId = currentUser.value?.id;
  // A draft posted later (drafts.ts) goes through postThought, which marks this list stale.
  const { state, reload } = useApiQuery(securityCommunityQuery(symbol));
  const [added, setAdded] = useState<readonly Post[]>([]);
  const [composing, setComposing] = useState<ProOrCon | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (userId) void refreshThoughtDrafts(userId).catch(() => undefined);
  }, [userId]);

  const done = (outcome: CreateThoughtOutcome) => {
    if (outcome.kind === 'posted') {
      setAdded((list) => [outcome.post, ...list]);
      setNotice('Your thought is posted.');
    } else {
      setNotice('Saved on this device. It will post when you’re back online.');
    }
  };

  return (
    <Card aria-labelledby="community-title" data-testid="security-community">
      <Top>
        <Heading level={2} as="h2" id="community-title" css={{ margin: 0 }}>
          Community
        </Heading>
        <Button type="button" onClick={() => setComposing('pro')}>
          Share a thought
        </Button>
      </Top>
      {notice ? <Notice tone="info">{notice}</Notice> : null}
      {userId ? <DraftList symbol={symbol} userId={userId} /> : null}
      <QueryView
        state={state}
        reload={reload}
        loadingLabel={`Loading what people say about ${symbol}`}
      >
        {(data) => {
          const shown = withAdded(data, added);
          return (
            <>
              <Columns>
                <ProConColumn
                  symbol={symbol}
                  side="pro"
                  posts={shown.pros}
                  count={shown.pro_count}
                />
                <ProConColumn
                  symbol={symbol}
                  side="con"
                  posts={shown.cons}
                  count={shown.con_count}
                />
              </Columns>
              <IdeasTitle>Ideas on {symbol}</IdeasTitle>
              {shown.ideas.length === 0 ? (
                <Empty>No one has posted a buy or sell idea on {symbol} yet.</Empty>
              ) : (
                <Ideas>
                  {shown.ideas.map((idea) => (
                    <IdeaRow key={idea.id} idea={idea} />
                  ))}
                </Ideas>
              )}
            </>
          );
        }}
      </QueryView>
      <CreateThoughtModal
        symbol={symbol}
        open={composing !== null}
        initialProOrCon={composing ?? 'pro'}
        onClose={() => setComposing(null)}
        onDone={done}
      />
    </Card>
  );
}

const Top = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  marginBottom: '$4',
});
// Two columns above 768 px (spec §9's phone breakpoint); one up to it, pros first.
const Columns = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$5',
  '@mobile': { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const IdeasTitle = styled('h3', { fontSize: '$md', margin: '$5 0 $2' });
const Empty = styled('p', { color: '$textMuted', fontSize: '$sm', margin: 0 });
const Ideas = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
