// A post's body as semantic HTML, and only ever as text: no HTML injection.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Blocks } from '@/ui/ContentBlocks';
import { snapshotScript } from './snapshot';

const strip = (html: string) => html.replace(/ class="[^"]*"/g, '');

describe('Blocks', () => {
  it('renders headings, paragraphs, lists and quotes as h2, p, ul/li and figure/blockquote', () => {
    const html = strip(
      renderToStaticMarkup(
        <Blocks
          blocks={[
            { type: 'heading', text: 'Why' },
            { type: 'paragraph', text: 'Because.' },
            { type: 'list', items: ['One', 'Two'] },
            { type: 'quote', text: 'Time in the market.', by: 'A reader' },
            { type: 'quote', text: 'Unsigned.' },
          ]}
        />,
      ),
    );
    expect(html).toBe(
      '<div><h2>Why</h2><p>Because.</p><ul><li>One</li><li>Two</li></ul>' +
        '<figure><blockquote><p>Time in the market.</p></blockquote><figcaption>A reader</figcaption></figure>' +
        '<figure><blockquote><p>Unsigned.</p></blockquote></figure></div>',
    );
  });

  it('shows markup an editor typed as text, never as elements', () => {
    const html = renderToStaticMarkup(
      <Blocks
        blocks={[{ type: 'paragraph', text: '<img src=x onerror=alert(1)><script>x</script>' }]}
      />,
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
  });
});

describe('snapshotScript', () => {
  it('cannot be closed early by text in a post', () => {
    const script = snapshotScript({
      path: '/blog',
      kind: 'list',
      posts: [
        {
          slug: 'x',
          title: '</script><script>alert(1)</script>',
          summary: 's',
          author: 'a',
          published_on: '2026-01-01',
        },
      ],
    });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toContain('\\u003c/script>');
  });
});
