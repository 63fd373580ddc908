// The part of `/` below its first screen: the product's parts with their screens, the pricing
// and the weekly brief's sign-up. Its code loads as it nears the screen (SplashPage, when-visible.tsx).
import { LeadForm } from '../LeadForm';
import { PricingSection } from '../pricing/PricingSection';
import { ProductScreen } from '../ProductScreen';
import type { ProductScreenName } from '../product-screens';
import { styled } from '@/ui/theme/stitches';

const SPLASH_LANDER_SLUG = 'splash';
// The width the phone images show at (ProductScreen's `sizes`).
const POINT_SIZES = '220px';

const POINTS: { title: string; text: string; screen: ProductScreenName }[] = [
  {
    screen: 'dashboard',
    title: 'Trade live or on paper',
    text: 'Buy and sell US stocks and ETFs, down to 0.00001 of a share, or practise with $100,000 of virtual cash.',
  },
  {
    screen: 'feed',
    title: 'Ideas with pros and cons',
    text: 'Post buy and sell ideas, weigh the pro and con points, and follow investors whose thinking you trust.',
  },
  {
    screen: 'learn',
    title: 'Learn and earn',
    text: 'Short daily lessons that pay rewards, plus XP for taking part in the community.',
  },
];

export default function SplashMore() {
  return (
    <>
      <Points>
        {POINTS.map((point) => (
          <li key={point.title}>
            <PointScreen>
              <ProductScreen name={point.screen} sizes={POINT_SIZES} />
            </PointScreen>
            <h2>{point.title}</h2>
            <p>{point.text}</p>
          </li>
        ))}
      </Points>
      <PricingSection />
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
    </>
  );
}

const PointScreen = styled('div', { width: '220px', maxWidth: '100%', margin: '0 auto $5' });
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
