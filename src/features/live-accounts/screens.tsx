// The application's step screens share one lazy chunk (routes.ts): moving from step to step then
// loads nothing new.
import { ApplicationScreen } from './ApplicationScreen';
import { liveAccountPaths } from './paths';

export const ContactScreen = () => <ApplicationScreen path={liveAccountPaths.contact} />;
export const IdentityScreen = () => <ApplicationScreen path={liveAccountPaths.identity} />;
export const DisclosuresScreen = () => <ApplicationScreen path={liveAccountPaths.disclosures} />;
export const EmploymentScreen = () => (
  <ApplicationScreen path={liveAccountPaths.disclosuresEmployment} />
);
export const AgreementsScreen = () => <ApplicationScreen path={liveAccountPaths.agreements} />;
export const InvestorProfileScreen = () => (
  <ApplicationScreen path={liveAccountPaths.investorProfile} />
);
