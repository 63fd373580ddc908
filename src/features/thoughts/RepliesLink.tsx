// A post's replies on its card: how many, and a link to the conversation on the post's page
// (#replies). With none yet it still says "Reply": answering is the point.
import { Link } from 'wouter';
import { styled } from '@/ui/theme/stitches';

export function RepliesLink({ href, count }: { href: string; count: number }) {
  const label =
    count === 0 ? 'Reply' : `${count.toLocaleString('en-US')} ${count === 1 ? 'reply' : 'replies'}`;
  return (
    <Anchor href={`${href}#replies`} data-testid="replies-link">
      {label}
    </Anchor>
  );
}

const Anchor = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0 $2',
  fontSize: '$sm',
  color: '$textMuted',
  whiteSpace: 'nowrap',
  '&:hover': { color: '$text' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
