// /share/{token} (spec §2): the public page of a shared idea or thought. Anyone
// with the link reads the post while its author shares that kind of post; a visitor who signs up
// from here is traced to the member who shared it (their referral code rides on the sign-up link).
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useParams } from 'wouter';
import { SharedPost } from '@/contract/social';
import { authStatus } from '@/features/auth';
import { inAppSharePath, SharedPostCard } from '@/features/social';
import { api, describeError } from '@/platform/api';
import { currentBrand } from '@/platform/brand/current';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';

type State =
  | { status: 'loading' }
  | { status: 'found'; share: SharedPost }
  | { status: 'gone' }
  | { status: 'error'; message: string };

export default function SharePage() {
  useSignals();
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
        {share ? <SharedPostCard post={share.post} question={share.question} /> : null}
        {state.status === 'gone' ? (
          <Muted role="status">
            This shared post is no longer available: its author may have made it private.
          </Muted>
        ) : null}
        {state.status === 'error' ? <Muted role="alert">{state.message}</Muted> : null}
        {authStatus.value === 'signed-in' ? (
          // A member opens it where they can vote, follow and share it on (/app/share/{token}).
          <Ctas>
            <Button as="a" href={inAppSharePath(id)}>
              Open in the app
            </Button>
          </Ctas>
        ) : (
          <>
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
          </>
        )}
      </Landing>
    </Page>
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
