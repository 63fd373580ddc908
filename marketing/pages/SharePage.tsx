// /share/{id} (spec §2). Shared ideas and thoughts arrive with the community (issue 6/10), which
// will show the shared item here; until then this is the public share landing with sign-up.
import { currentBrand } from '@/platform/brand/current';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { styled } from '@/ui/theme/stitches';

export default function SharePage() {
  const name = currentBrand.displayName;
  return (
    <Page title={`Shared from ${name}`} testId="share-page">
      <Landing>
        <h1>Someone shared an investing idea with you</h1>
        <Muted>
          On {name}, every idea comes with its pro and con points, so you can weigh both sides
          before you act. Create a free account to read shared ideas, follow the people who post
          them and practise with $100,000 of virtual cash.
        </Muted>
        <Ctas>
          <Button as="a" href={appPaths.signUpShort}>
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

const Landing = styled('section', {
  padding: '$7 0',
  maxWidth: '640px',
  '& h1': { fontSize: '$xxl', lineHeight: 1.1, margin: '0 0 $4' },
  '@marketingMobile': { padding: '$5 0', '& h1': { fontSize: '$xl' } },
});
const Ctas = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap' });
