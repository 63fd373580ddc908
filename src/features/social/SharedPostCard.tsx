// A shared idea or thought as a quote: on the public /share/{token} page, the
// in-app /app/share/{token} and the ask screen. The body is plain text from the server (markup
// stripped there) rendered as a text node, never as HTML.
import { Card } from '@/ui/Card';
import { styled } from '@/ui/theme/stitches';
import { postLabel, type ShareablePost } from './shareable';

export function SharedPostCard({
  post,
  question,
}: {
  post: ShareablePost;
  question?: string | null;
}) {
  const label = postLabel(post);
  return (
    <Card
      as="article"
      aria-label={`${label} on ${post.symbol} by ${post.author_name}`}
      data-testid="shared-post"
    >
      {question ? <Question>“{question}”</Question> : null}
      <Meta>
        <Tag tone={post.kind === 'idea' ? 'idea' : (post.pro_or_con ?? 'pro')}>{label}</Tag>
        <strong>{post.symbol}</strong>
        <span>by {post.author_name}</span>
        <time dateTime={post.created_at}>
          {new Date(post.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}
        </time>
      </Meta>
      {post.body ? <Body>{post.body}</Body> : null}
    </Card>
  );
}

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
const Body = styled('p', {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  margin: '$3 0 0',
  fontSize: '$md',
});
