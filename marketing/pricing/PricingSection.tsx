// The membership's pricing on the marketing home. The price and benefits come from the server
// (GET /membership/plans: the benefits state its configured limits), fetched once the section's
// code runs; until then, and without JavaScript, it links to the membership screen, in the room
// the plan takes, so nothing below moves when it arrives.
import { styled } from '@/ui/theme/stitches';
import { MembershipPlans } from './MembershipPlans';

export function PricingSection() {
  return (
    <Section aria-labelledby="pricing-heading" id="pricing">
      <h2 id="pricing-heading">Pricing</h2>
      <p>
        Trading, paper trading, the community and the lessons cost nothing. Membership is optional
        and monthly.
      </p>
      <Room data-testid="pricing-plans">
        <MembershipPlans />
      </Room>
    </Section>
  );
}

const Section = styled('section', {
  margin: '$8 0',
  '& > h2': { fontSize: '$xl', margin: '0 0 $2' },
  '& > p': { color: '$textMuted', maxWidth: '60ch', marginTop: 0 },
});
// The height of the plan card (four benefits), kept while it loads, so nothing below it moves
// when it arrives: measured 588 px at 320 wide, 540 at 390, 468 at 430, 444 from 640.
const Room = styled('div', {
  minHeight: '600px',
  '@media (min-width: 400px)': { minHeight: '560px' },
  '@media (min-width: 640px)': { minHeight: '470px' },
});
