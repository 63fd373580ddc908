// Content-service text (src/contract/content.ts Block: headings, paragraphs, lists, quotes) as
// semantic HTML, for blog posts, lessons and investor profiles. Blocks are plain text rendered as
// React text, never as markup, so nothing an editor writes can run or restyle the page.
import type { Block } from '@/contract/content';
import { styled } from '@/ui/theme/stitches';

/** `headingLevel`: the level of the blocks' headings under the page's own (2 below an h1). */
export function Blocks({
  blocks,
  headingLevel = 2,
}: {
  blocks: readonly Block[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Body>
      {blocks.map((block, index) => {
        // Blocks have no ids and never reorder on a page: their position is their identity.
        const key = `${index}-${block.type}`;
        switch (block.type) {
          case 'heading':
            return <Heading key={key}>{block.text}</Heading>;
          case 'paragraph':
            return <p key={key}>{block.text}</p>;
          case 'list':
            return (
              <ul key={key}>
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            );
          case 'quote':
            return (
              <figure key={key}>
                <blockquote>
                  <p>{block.text}</p>
                </blockquote>
                {block.by ? <figcaption>{block.by}</figcaption> : null}
              </figure>
            );
        }
      })}
    </Body>
  );
}

const Body = styled('div', {
  '& h2, & h3': { fontSize: '$lg', margin: '$5 0 $2' },
  '& p, & li': { color: '$text', lineHeight: 1.6, maxWidth: '70ch' },
  '& ul': { paddingLeft: '$5' },
  '& li + li': { marginTop: '$2' },
  '& figure': { margin: '$5 0', maxWidth: '70ch' },
  '& blockquote': {
    margin: 0,
    paddingLeft: '$4',
    borderLeft: '3px solid $primaryCtaButton',
    '& p': { fontSize: '$lg', fontStyle: 'italic', margin: 0 },
  },
  '& figcaption': { marginTop: '$2', color: '$textMuted', fontSize: '$sm' },
  '& figcaption::before': { content: '"— "' },
});
