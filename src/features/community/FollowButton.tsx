// Follow / unfollow a person: optimistic, through the per-person queue. A
// toggle button (aria-pressed) whose name says whom it is for, so lists of them stay clear.
import { useSignals } from '@preact/signals-react/runtime';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { styled } from '@/ui/theme/stitches';
import { followOverrides, toggleFollow } from './state';

export interface FollowTarget {
  id: string;
  name: string;
  followed_by_me: boolean;
  follower_count: number;
}

/** What to show for a person: the latest click over the server's answer. */
export function useFollowState(person: FollowTarget) {
  useSignals();
  const shown = followOverrides.value.get(person.id);
  return {
    following: shown?.following ?? person.followed_by_me,
    followerCount: shown?.follower_count ?? person.follower_count,
    error: shown?.error ?? null,
  };
}

export function FollowButton({ person, compact }: { person: FollowTarget; compact?: boolean }) {
  useSignals();
  const { following, followerCount, error } = useFollowState(person);
  const offline = !isOnline.value;
  return (
    <Wrap>
      <Button
        type="button"
        variant={following ? 'secondary' : 'primary'}
        aria-pressed={following}
        aria-label={following ? `Following ${person.name}` : `Follow ${person.name}`}
        disabled={offline}
        title={offline ? 'Connect to follow or unfollow' : undefined}
        css={compact ? { padding: '$2 $4', minHeight: '40px', fontSize: '$sm' } : undefined}
        onClick={() => toggleFollow(person.id, { following, follower_count: followerCount })}
      >
        {following ? 'Following' : 'Follow'}
      </Button>
      {error ? <Error role="alert">{error}</Error> : null}
    </Wrap>
  );
}

const Wrap = styled('span', { display: 'inline-flex', flexDirection: 'column', gap: '$1' });
const Error = styled('span', { color: '$error', fontSize: '$xs', maxWidth: '180px' });
