// /app/settings: appearance (theme and custom colours). Stored on this device (spec §3: the
// theme lives in the browser under one key), so it works offline too. Signed in, also the paper
// account's reset.
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { accountSettingsPaths } from '@/features/account-settings';
import { currentUser } from '@/features/auth';
import { documentPaths } from '@/features/documents';
import { learnPaths } from '@/features/learn';
import { membershipPaths } from '@/features/membership';
import { rewardsPaths } from '@/features/rewards';
import { PaperResetCard } from '@/features/orders';
import { appInfoPaths } from '@/paths';
import { Card, Heading, Muted } from '@/ui/Card';
import { styled } from '@/ui/theme/stitches';
import { Page } from '@/ui/Page';
import { CustomThemeEditor } from './CustomThemeEditor';
import { OfflineCard } from './OfflineCard';
import { ThemePicker } from './ThemePicker';

const DOCUMENTS: ReadonlyArray<readonly [string, string]> = [
  [documentPaths.documents, 'Statements and documents'],
  [documentPaths.terms, 'Broker-dealer terms'],
  [appInfoPaths.faq, 'FAQ'],
  [appInfoPaths.legal, 'Legal'],
  [appInfoPaths.termsOfService, 'Terms of service'],
  [appInfoPaths.customerAgreement, 'Customer agreement'],
  [appInfoPaths.electronicDeliveryConsent, 'Electronic delivery consent'],
  [appInfoPaths.privacyPolicy, 'Privacy policy'],
  [appInfoPaths.marginDisclosure, 'Margin disclosure'],
  [appInfoPaths.referralRules, 'Referral rules'],
  [appInfoPaths.viewpointGuidelines, 'Viewpoint guidelines'],
];

/** Signed-in members' programmes, also reached from the header's Learn on wide screens. */
const PROGRAMMES: ReadonlyArray<readonly [string, string]> = [
  [learnPaths.home, 'Learn and earn'],
  [rewardsPaths.referrals, 'Rewards and referrals'],
  [rewardsPaths.redemption, 'Redeem rewards'],
  [membershipPaths.membership, 'Membership'],
  [membershipPaths.subscriptions, 'Subscriptions'],
];

const Links = styled('ul', {
  columns: 2,
  padding: 0,
  listStyle: 'none',
  '& li': { padding: '$1 0' },
  '@mobile': { columns: 1 },
});

export default function SettingsScreen() {
  useSignals();
  return (
    <Page title="Settings" testId="settings-screen">
      <Heading>Settings</Heading>
      <Card aria-labelledby="appearance-heading">
        <Heading as="h2" level={2} id="appearance-heading">
          Appearance
        </Heading>
        <Muted>Your theme is saved on this device and applies across the app.</Muted>
        <ThemePicker />
        <CustomThemeEditor />
      </Card>
      {currentUser.value ? (
        <Card aria-labelledby="account-heading">
          <Heading as="h2" level={2} id="account-heading">
            Account
          </Heading>
          <Muted>Profile, email, password, preferences, support and closing your account.</Muted>
          <Link href={accountSettingsPaths.account}>Manage your account</Link>
        </Card>
      ) : null}
      <OfflineCard />
      {currentUser.value ? (
        <Card aria-labelledby="programmes-heading">
          <Heading as="h2" level={2} id="programmes-heading">
            Rewards and membership
          </Heading>
          <Links>
            {PROGRAMMES.map(([href, label]) => (
              <li key={href}>
                <Link href={href}>{label}</Link>
              </li>
            ))}
          </Links>
        </Card>
      ) : null}
      {currentUser.value ? <PaperResetCard /> : null}
      <Card aria-labelledby="documents-heading">
        <Heading as="h2" level={2} id="documents-heading">
          Legal and help
        </Heading>
        <Links>
          {DOCUMENTS.map(([href, label]) => (
            <li key={href}>
              <Link href={href}>{label}</Link>
            </li>
          ))}
        </Links>
      </Card>
    </Page>
  );
}
