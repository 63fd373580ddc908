// Lesson text (src/contract/content.ts Block): headings, paragraphs, lists and quotes, plain text
// only, rendered as text (never HTML), so nothing an editor writes can run in a reader's page.
import type { Block } from '@/contract/content';
import { styled } from '@/ui/theme/stitches';

const Heading = styled('h3', { fontSize: '$lg', margin: '$5 0 $3' });
const Paragraph = styled('p', { lineHeight: 1.6, margin: '0 0 $4' });
const List = styled('ul', { lineHeight: 1.6, margin: '0 0 $4', paddingLeft: '$5' });
const Quote = styled('blockquote', {
  margin: '0 0 $4',
  padding: '$2 $4',
  borderLeft: '3px solid $border',
  color: '$text',
  '& p': { margin: 0, fontStyle: 'italic', lineHeight: 1.6 },
  '& footer': { color: '$textMuted', fontSize: '$sm', marginTop: '$2' },
});

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading':
      return <Heading>{block.text}</Heading>;
    case 'paragraph':
      return <Paragraph>{block.text}</Paragraph>;
    case 'list':
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </List>
      );
    case 'quote':
      return (
        <Quote>
          <p>{block.text}</p>
          {block.by ? <footer>— {block.by}</footer> : null}
        </Quote>
      );
  }
}

export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </>
  );
}
