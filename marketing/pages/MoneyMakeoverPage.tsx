// The /lf/ landing page (spec §2 "a personalized money makeover") with lead capture (spec §7).
import { infoPages } from '../content';
import { LeadForm } from '../LeadForm';
import { InfoPage } from './InfoPage';

const MONEY_MAKEOVER_SLUG = 'personalized-money-makeover';

export default function MoneyMakeoverPage() {
  return (
    <InfoPage content={infoPages.moneyMakeover}>
      <LeadForm
        landerSlug={MONEY_MAKEOVER_SLUG}
        cta="Send me my plan"
        formLabel="Get your plan by email"
        thanks={(email) => `Thanks! We will send your plan to ${email}.`}
      />
    </InfoPage>
  );
}
