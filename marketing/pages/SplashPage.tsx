// `/` (spec §2 splash): what the product is, shown with its own screens (ProductScreen), its
// pricing from the server (PricingSection), and the weekly brief's sign-up. Signed-in visitors
// are forwarded into the app (forward-signed-in.ts).
import { currentBrand } from '@/platform/brand/current';
import { appPaths, marketingPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Page } from '@/ui/Page';
import { styled } from '@/ui/theme/stitches';
import { ProductScreen } from '../ProductScreen';
import { SPLASH_HERO } from '../product-screens';
import { whenVisible } from '../when-visible';

// The rest of the page, its code loaded as it nears the screen (a constant: when-visible.tsx).
const MORE = whenVisible('splash-more', () => import('./SplashMore'));

export default function SplashPage() {
  return (
    <Page title="Invest with the community" wide testId="splash-page">
      <Hero>
        <div>
          <h1>Invest with conviction. See both sides first.</h1>
          <p>
            {currentBrand.displayName} puts every idea next to its pros and cons, so you can trade
            with a clearer view of the risks, in a live account or a paper one.
          </p>
          <Ctas>
            <Button as="a" href={appPaths.signUpShort} data-analytics="Start with paper trading">
              Start with paper trading
            </Button>
            <Button as="a" href={marketingPaths.about} variant="secondary">
              How it works
            </Button>
          </Ctas>
        </div>
        <HeroScreen>
          <ProductScreen name={SPLASH_HERO.name} sizes={SPLASH_HERO.sizes} />
        </HeroScreen>
      </Hero>
      {MORE}
    </Page>
  );
}

const Hero = styled('section', {
  padding: '$8 0 $6',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 300px',
  gap: '$8',
  alignItems: 'center',
  '& h1': { fontSize: '$xxl', lineHeight: 1.1, margin: '0 0 $4', maxWidth: '18ch' },
  '& p': { fontSize: '$lg', color: '$textMuted', maxWidth: '60ch' },
  '@marketingMobile': {
    padding: '$6 0 $4',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '$6',
    '& h1': { fontSize: '$xl' },
    '& p': { fontSize: '$md' },
  },
});
const HeroScreen = styled('div', {
  width: '300px',
  '@marketingMobile': { width: '240px', maxWidth: '100%', justifySelf: 'center' },
});
const Ctas = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap', marginTop: '$5' });
