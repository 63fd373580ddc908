// /app/account/preferences (spec §2 mobile "update preferences"): the notification switches by
// kind and channel (mail, push) with push on this device, the theme, the compare-to-benchmark
// chart and the analytics opt-out.
// Each change is saved at once. The theme is painted from this device's copy (spec §3, the
// theme key in localStorage) and recorded on the account; the opt-out is applied to this
// device's analytics client at once and, from the account, at every later sign-in (§5).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { Preferences, PreferencesUpdate } from '@/contract/account-settings';
import { setAnalyticsOptOut } from '@/platform/analytics/sign-in';
import { describeError } from '@/platform/api';
import { useApiQuery } from '@/platform/queries';
import { BRANDS } from '@/platform/brand/brands';
import { PushDeviceSetting } from '@/features/notifications';
import { isOnline } from '@/platform/network/online';
import { Heading, Muted } from '@/ui/Card';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { Checkbox } from '@/ui/forms/Checkbox';
import { Notice } from '@/ui/Notice';
import { QueryView } from '@/ui/QueryView';
import { THEME_NAMES, type ThemeName } from '@/ui/theme/names';
import { changeTheme, themeChoice } from '@/ui/theme/theme-state';
import { styled } from '@/ui/theme/stitches';
import { preferencesQuery, savePreferences } from './api';
import { AccountPage } from './layout';

const THEME_TITLES: Record<ThemeName, string> = {
  dark: 'Dark',
  light: 'Light',
  'ai dark': 'AI dark',
  'ai light': 'AI light',
  'the-street': 'The Street',
  partner: BRANDS.partner.displayName,
  custom: 'Custom (colours in Settings)',
};

type Switch = {
  [K in keyof Preferences]: Preferences[K] extends boolean ? K : never;
}[keyof Preferences];

/**
 * Each kind of notice and its switch per channel (null: not offered). Account notices are always
 * mailed (src/contract/account-settings.ts says why); product news is mail only.
 */
const NOTIFICATIONS: ReadonlyArray<{
  title: string;
  hint: string;
  email: Switch | null;
  push: Switch | null;
}> = [
  {
    title: 'Orders',
    hint: 'When an order is filled, canceled or expires. Paper trades are never emailed.',
    email: 'notify_order_fills',
    push: 'push_order_fills',
  },
  {
    title: 'Account and money',
    hint: 'Deposits, withdrawals and your live-account application. Always emailed.',
    email: null,
    push: 'push_account',
  },
  {
    title: 'Community',
    hint: 'When someone follows you.',
    email: 'notify_community',
    push: 'push_community',
  },
  {
    title: 'Learn and earn',
    hint: 'When your next lesson is ready to take.',
    email: 'notify_learn',
    push: 'push_learn',
  },
  {
    title: 'Product news',
    hint: 'Occasional news about Stockroom.',
    email: 'notify_product_news',
    push: null,
  },
];

const Section = styled('div', { '& + &': { marginTop: '$5' } });
const Status = styled('div', {});
const Kind = styled('fieldset', {
  border: 0,
  margin: '0 0 $3',
  padding: 0,
  minWidth: 0,
  '& legend': { padding: 0, fontWeight: 600, color: '$text' },
});
const Channels = styled('div', { display: 'flex', flexWrap: 'wrap', columnGap: '$5' });

function PreferencesForm({ initial }: { initial: Preferences }) {
  useSignals();
  const [preferences, setPreferences] = useState(initial);
  const [status, setStatus] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const offline = !isOnline.value;
  const localTheme = themeChoice.value;

  const save = async (update: PreferencesUpdate, quiet = false) => {
    const previous = preferences;
    setPreferences((current) => ({ ...current, ...update }));
    try {
      const answer = await savePreferences(update);
      setPreferences(answer.preferences);
      if (!quiet) setStatus({ tone: 'info', text: 'Saved.' });
    } catch (error) {
      setPreferences(previous);
      if (!quiet) setStatus({ tone: 'error', text: describeError(error) });
    }
  };

  // The account records the theme this device paints with (§3): bring it up to date on a visit.
  const synced = useRef(false);
  useEffect(() => {
    if (synced.current || offline) return;
    synced.current = true;
    if (initial.app_color_theme !== localTheme) void save({ app_color_theme: localTheme }, true);
    // Once per visit, with the values of the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggle = (name: string, value: boolean) => {
    if (name === 'analytics_opt_out') setAnalyticsOptOut(value); // §5: at once, on this device
    void save({ [name]: value } as PreferencesUpdate);
  };

  return (
    <>
      <Status aria-live="polite">
        {offline ? (
          <Notice tone="warning">You are offline. Changes need a connection.</Notice>
        ) : status ? (
          <Notice tone={status.tone}>{status.text}</Notice>
        ) : null}
      </Status>
      <Section>
        <Heading as="h2" level={2}>
          Notifications
        </Heading>
        <PushDeviceSetting />
        {NOTIFICATIONS.map(({ title, hint, email, push }) => (
          <Kind key={title}>
            <legend>{title}</legend>
            <Muted css={{ margin: 0 }}>{hint}</Muted>
            <Channels>
              {(
                [
                  ['Email', email],
                  ['Push', push],
                ] as const
              ).map(([label, name]) =>
                name ? (
                  <Checkbox
                    key={label}
                    name={name}
                    label={label}
                    value={preferences[name]}
                    disabled={offline}
                    onChange={toggle}
                  />
                ) : null,
              )}
            </Channels>
          </Kind>
        ))}
      </Section>
      <Section>
        <Heading as="h2" level={2}>
          Charts
        </Heading>
        <Checkbox
          name="show_compare_spy_price_history"
          label="Compare with the benchmark (SPY)"
          hint="Saved with your account. Security price charts start with a dashed S&P 500 line from the same starting price."
          value={preferences.show_compare_spy_price_history}
          disabled={offline}
          onChange={toggle}
        />
      </Section>
      <Section>
        <Heading as="h2" level={2}>
          Privacy
        </Heading>
        <Checkbox
          name="analytics_opt_out"
          label="Opt out of analytics"
          hint="Nothing about how you use the app is sent from any device you sign in on."
          value={preferences.analytics_opt_out}
          disabled={offline}
          onChange={toggle}
        />
      </Section>
      <Section>
        <Heading as="h2" level={2}>
          Appearance
        </Heading>
        <Muted>This device paints with the theme you choose; your account remembers it too.</Muted>
        <ChoiceGroup
          legend="Theme"
          name="account-theme"
          choices={THEME_NAMES.map((name) => ({ value: name, title: THEME_TITLES[name] }))}
          value={localTheme}
          onChange={(name) => {
            if (changeTheme(name)) void save({ app_color_theme: name });
          }}
        />
      </Section>
    </>
  );
}

export default function PreferencesScreen() {
  const { state, reload } = useApiQuery(preferencesQuery);
  return (
    <AccountPage title="Preferences" testId="preferences-screen">
      <QueryView state={state} reload={reload} loadingLabel="Loading your preferences">
        {({ preferences }) => <PreferencesForm initial={preferences} />}
      </QueryView>
    </AccountPage>
  );
}
