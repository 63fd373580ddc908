// /share/{token} (spec §2; issue 6/10 item 6): the public page of a shared idea or thought. Anyone
// with the link reads the post while its author shares that kind of post; a visitor who signs up
// from here is traced to the member who shared it (their referral code rides on the sign-up link).
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { SharedPost } from '@/contract/social';
import { api, describeError } from '@/platform/api';
import { currentBrand } from '@/platform/brand/current';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Card, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';

type State =
  | { status: 'loading' }
  | { status: 'found'; share: SharedPost }
  | { status: 'gone' }
  | { status: 'error'; message: string };

export default function SharePage() {
  const { id } = useParams<{ id: string }>();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    api({ path: `/shares/${encodeURIComponent(id)}`, response: SharedPost })
      .then((share) => live && setState({ status: 'found', share }))
      .catch((error: { status?: number }) => {
        if (!live) return;
        if (error.status === 404 || error.status === 400) setState({ status: 'gone' });
        else setState({ status: 'error', message: describeError(error) });
      });
    return () => {
      live = false;
    };
  }, [id]);
  const name = currentBrand.displayName;
  const share = state.status === 'found' ? state.share : null;
  const signUp = share
    ? `${appPaths.signUpShort}?${new URLSearchParams({ ref: share.referral_code })}`
    : appPaths.signUpShort;
  return (
    <Page title={`Shared from ${name}`} testId="share-page">
      <Landing>
        <h1>
          {share
            ? `${share.shared_by} shared ${share.post.kind === 'idea' ? 'an idea' : 'a thought'} on ${share.post.symbol}`
            : 'Someone shared an investing idea with you'}
        </h1>
        {state.status === 'loading' ? <Spinner label="Loading the shared post" /> : null}
        {share ? <SharedCard share={share} /> : null}
        {state.status === 'gone' ? (
          <Muted role="status">
            This shared post is no longer available: its author may have made it private.
          </Muted>
        ) : null}
        {state.status === 'error' ? <Muted role="alert">{state.message}</Muted> : null}
        <Muted>
          On {name}, every idea comes with its pro and con points, so you can weigh both sides
          before you act. Create a free account to read shared ideas, follow the people who post
          them and practise with $100,000 of virtual cash.
        </Muted>
        <Ctas>
          <Button as="a" href={signUp}>
            Create a free account
          </Button>
          <Button as="a" href={appPaths.login} variant="secondary">
            Log in
          </Button>
        </Ctas>
      </Landing>
    </Page>
  );
}

function SharedCard({ share }: { share: SharedPost }) {
  const { post } = share;
  const label =
    post.kind === 'idea'
      ? `${post.idea_type === 'buy' ? 'Buy' : 'Sell'} idea`
      : post.pro_or_con === 'pro'
        ? 'Pro'
        : 'Con';
  return (
    <Card as="article" aria-label={`${label} on ${post.symbol} by ${post.author_name}`}>
      {share.question ? <Question>“{share.question}”</Question> : null}
      <Meta>
        <Tag tone={post.kind === 'idea' ? 'idea' : (post.pro_or_con ?? 'pro')}>{label}</Tag>
        <strong>{post.symbol}</strong>
        <span>by {post.author_name}</span>
        <time dateTime={post.created_at}>
          {new Date(post.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}
        </time>
      </Meta>
      {/* Plain text from the server (markup stripped there); rendered as text, never as HTML. */}
      {post.body ? <Body>{post.body}</Body> : null}
    </Card>
  );
}

const Landing = styled('section', {
  padding: '$7 0',
  maxWidth: '640px',
  display: 'grid',
  gap: '$4',
  '& h1': { fontSize: '$xxl', lineHeight: 1.1, margin: 0 },
  '@marketingMobile': { padding: '$5 0', '& h1': { fontSize: '$xl' } },
});
const Ctas = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap' });
const Question = styled('p', { fontStyle: 'italic', margin: '0 0 $3' });
const Meta = styled('p', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  alignItems: 'center',
  margin: 0,
  color: '$textMuted',
  fontSize: '$sm',
  '& strong': { color: '$text' },
});
const Tag = styled('span', {
  padding: '2px $2',
  borderRadius: '$pill',
  fontWeight: 700,
  color: '$buttonText',
  variants: {
    tone: {
      pro: { backgroundColor: '$proColor' },
      con: { backgroundColor: '$conColor' },
      idea: { backgroundColor: '$badge' },
    },
  },
});
const Body = styled('p', { whiteSpace: 'pre-wrap', margin: '$3 0 0', fontSize: '$md' });
