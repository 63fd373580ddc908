// Renders one information page's copy (marketing/content) inside the marketing layout.
import type { InfoPageContent } from '../content/types';
import { Page } from '@/ui/Page';
import { Muted } from '@/ui/Card';
import { styled } from '@/ui/theme/stitches';

export function InfoPage({
  content,
  children,
}: {
  content: InfoPageContent;
  children?: React.ReactNode;
}) {
  return (
    <Page title={content.title} testId="info-page">
      <Article>
        <h1>{content.title}</h1>
        <Muted>{content.intro}</Muted>
        {content.updated ? <Updated>Last updated {formatDate(content.updated)}</Updated> : null}
        {content.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 48)}>{paragraph}</p>
            ))}
            {section.bullets ? (
              <ul>
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        {children}
      </Article>
    </Page>
  );
}

function formatDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

const Article = styled('article', {
  '& h1': { fontSize: '$xxl', lineHeight: 1.1, margin: '$5 0 $3' },
  '& h2': { fontSize: '$lg', margin: '$6 0 $2' },
  '& p, & li': { color: '$text', maxWidth: '70ch' },
  '@marketingMobile': { '& h1': { fontSize: '$xl' } },
});
const Updated = styled('p', { fontSize: '$sm', color: '$textMuted !important' });
