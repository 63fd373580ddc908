// `/` (spec §2 splash). Signed-in visitors are forwarded into the app.
import { currentBrand } from '@/platform/brand/current';
import { appPaths, marketingPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Page } from '@/ui/Page';
import { styled } from '@/ui/theme/stitches';
import { useForwardSignedIn } from '../forward-signed-in';
import { LeadForm } from '../LeadForm';

const SPLASH_LANDER_SLUG = 'splash';

const POINTS = [
  {
    title: 'Trade live or on paper',
    text: 'Buy and sell US stocks and ETFs, down to 0.00001 of a share, or practise with $100,000 of virtual cash.',
  },
  {
    title: 'Ideas with pros and cons',
    text: 'Post buy and sell ideas, weigh the pro and con points, and follow investors whose thinking you trust.',
  },
  {
    title: 'Learn and earn',
    text: 'Short daily lessons that pay rewards, plus XP for taking part in the community.',
  },
];

export default function SplashPage() {
  useForwardSignedIn();
  return (
    <Page title="Invest with the community" wide testId="splash-page">
      <Hero>
        <h1>Invest with conviction. See both sides first.</h1>
        <p>
          {currentBrand.displayName} puts every idea next to its pros and cons, so you can trade
          with a clearer view of the risks, in a live account or a paper one.
        </p>
        <Ctas>
          <Button as="a" href={appPaths.signUpShort}>
            Start with paper trading
          </Button>
          <Button as="a" href={marketingPaths.about} variant="secondary">
            How it works
          </Button>
        </Ctas>
      </Hero>
      <Signup aria-labelledby="splash-lead-heading">
        <h2 id="splash-lead-heading">Get our weekly market brief</h2>
        <p>
          One short e-mail with the week’s biggest moves, both sides of the argument, and no hype.
        </p>
        <LeadForm
          landerSlug={SPLASH_LANDER_SLUG}
          cta="Subscribe"
          formLabel="Subscribe to the weekly market brief"
          thanks={(email) => `You are subscribed. The next brief goes to ${email}.`}
        />
      </Signup>
      <Points>
        {POINTS.map((point) => (
          <li key={point.title}>
            <h2>{point.title}</h2>
            <p>{point.text}</p>
          </li>
        ))}
      </Points>
    </Page>
  );
}

const Hero = styled('section', {
  padding: '$8 0 $6',
  '& h1': { fontSize: '$xxl', lineHeight: 1.1, margin: '0 0 $4', maxWidth: '18ch' },
  '& p': { fontSize: '$lg', color: '$textMuted', maxWidth: '60ch' },
  '@marketingMobile': {
    padding: '$6 0 $4',
    '& h1': { fontSize: '$xl' },
    '& p': { fontSize: '$md' },
  },
});
const Ctas = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap', marginTop: '$5' });
const Signup = styled('section', {
  backgroundColor: '$component',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$5',
  margin: '0 0 $6',
  maxWidth: '560px',
  '& h2': { fontSize: '$lg', margin: '0 0 $2' },
  '& p': { color: '$textMuted', marginTop: 0 },
});
const Points = styled('ul', {
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: '$4',
  '& li': {
    backgroundColor: '$component',
    border: '1px solid $border',
    borderRadius: '$lg',
    padding: '$5',
  },
  '& h2': { fontSize: '$lg', margin: '0 0 $2' },
  '& p': { color: '$textMuted', margin: 0 },
  '@marketingMobile': { gridTemplateColumns: '1fr' },
});
