// /ops/reports: posts readers reported that no operator has reviewed, most reported first
// (services/ops/moderation.ts), each with what it says, who wrote it and the newest reasons, and
// two decisions: keep (shown again, later reports no longer hide it) or remove (hidden for good).
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { OpsReportedPosts } from '@/contract/ops';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { QueryView } from '@/ui/QueryView';
import { StatusChip } from '@/ui/StatusChip';
import { formatDateTime } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { moderatePost, reportedPostsQuery } from './api';
import { Item, List, Meta } from './list-styles';

type ReportedPost = OpsReportedPosts['posts'][number];

export default function ReportedPostsScreen() {
  const { state, reload } = useApiQuery(reportedPostsQuery, { refreshEveryMs: 60_000 });
  return (
    <section aria-labelledby="reports-heading" data-testid="ops-reported-posts">
      <Heading id="reports-heading">Reported posts</Heading>
      <QueryView state={state} reload={reload} loadingLabel="Loading the reported posts">
        {({ posts }) =>
          posts.length === 0 ? (
            <Card>
              <Muted css={{ margin: 0 }}>No reported post is waiting for a review.</Muted>
            </Card>
          ) : (
            <List aria-label="Waiting for a review">
              {posts.map((post) => (
                <Reported key={post.post_id} post={post} />
              ))}
            </List>
          )
        }
      </QueryView>
    </section>
  );
}

function Reported({ post }: { post: ReportedPost }) {
  useSignals();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const offline = !isOnline.value;
  const decide = async (action: 'keep' | 'remove') => {
    setBusy(true);
    setFailure(null);
    try {
      // The queue is read again: a reviewed post leaves it.
      await moderatePost(post.post_id, { action });
    } catch (error) {
      setFailure(describeError(error));
      setBusy(false);
    }
  };
  const what = {
    thought: post.pro_or_con === 'con' ? 'Con' : 'Pro',
    idea: 'Idea',
    reply: 'Reply',
  }[post.kind];
  return (
    <Item data-testid="ops-reported-post">
      <Meta>
        {what} on {post.symbol} by {post.author_name} ({post.author_email}) ·{' '}
        <time dateTime={post.created_at}>{formatDateTime(post.created_at)}</time>
      </Meta>
      <Body>{post.body ?? 'No note.'}</Body>
      <Meta>
        {post.reports === 1 ? '1 report' : `${post.reports} reports`}:{' '}
        {post.reasons.map((reason) => `“${reason.reason}”`).join(', ')}
      </Meta>
      {post.hidden ? <StatusChip tone="bad">Hidden by reports</StatusChip> : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Actions>
        <Button
          variant="secondary"
          disabled={busy || offline}
          onClick={() => void decide('keep')}
          aria-label={`Keep the post by ${post.author_name}`}
        >
          Keep
        </Button>
        <Button
          disabled={busy || offline}
          onClick={() => void decide('remove')}
          aria-label={`Remove the post by ${post.author_name}`}
        >
          Remove
        </Button>
      </Actions>
    </Item>
  );
}

const Body = styled('p', { margin: '$2 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', marginTop: '$2' });
