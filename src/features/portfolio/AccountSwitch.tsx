// Paper or live (spec §1): shown only to someone who has both accounts open.
// Switching sends §3 'account type selected'.
import type { AccountType } from '@/contract/users';
import { trackAccountTypeSelected } from '@/platform/analytics/events';
import { Toggle } from '@/ui/forms/Toggle';
import { showAccount } from './state';

const ITEMS = [
  { text: 'Paper', value: 'simulated' },
  { text: 'Live', value: 'live' },
] as const;

export function AccountSwitch({
  current,
  available,
}: {
  current: AccountType;
  available: readonly AccountType[];
}) {
  if (available.length < 2) return null;
  return (
    <Toggle
      name="portfolio-account"
      label="Account"
      value={current}
      items={ITEMS}
      onChange={(_name, value) => {
        showAccount(value);
        trackAccountTypeSelected({ account_type: value });
      }}
    />
  );
}
