// /404 and /500 (spec §2), also shown for an unknown /blog/… post and the /a/ area.
import { appPaths, marketingPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Page } from '@/ui/Page';
import { styled } from '@/ui/theme/stitches';

const TEXT = {
  404: {
    title: 'Page not found',
    body: 'We could not find that page. It may have moved, or the link may be wrong.',
  },
  500: {
    title: 'Something went wrong',
    body: 'Our servers had a problem showing this page. Please try again in a moment.',
  },
} as const;

function StatusPage({ code }: { code: 404 | 500 }) {
  const text = TEXT[code];
  return (
    <Page title={text.title} testId={`status-${code}`}>
      <Box>
        <Code aria-hidden>{code}</Code>
        <h1>{text.title}</h1>
        <p>{text.body}</p>
        <Ctas>
          <Button as="a" href={appPaths.dashboard} data-analytics="Open the app">
            Open the app
          </Button>
          <Button as="a" href={marketingPaths.splash} variant="secondary">
            Home page
          </Button>
        </Ctas>
      </Box>
    </Page>
  );
}

export const NotFoundPage = () => <StatusPage code={404} />;
export const ServerErrorPage = () => <StatusPage code={500} />;

const Box = styled('section', { textAlign: 'center', padding: '$8 0' });
const Code = styled('div', { fontSize: '64px', fontWeight: 800, color: '$textMuted' });
const Ctas = styled('div', {
  display: 'flex',
  gap: '$3',
  justifyContent: 'center',
  flexWrap: 'wrap',
});
