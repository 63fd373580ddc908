// /app/privacy_settings (spec §2): what other members may see of the reader:
// ideas, thoughts, and the portfolio as percentages only. The server enforces it: a private part
// is never sent to anyone else (server/services/community/privacy.ts). Each switch saves at once;
// a failed save puts the switch back and says why.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { PrivacySettings } from '@/contract/community';
import { currentUser } from '@/features/auth';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { privacyQuery, savePrivacy } from './api';
import { CommunityNav } from './CommunityNav';
import { profilePath } from './paths';
import { Switch } from './Switch';

const SWITCHES: ReadonlyArray<{
  key: keyof PrivacySettings;
  label: string;
  description: string;
}> = [
  {
    key: 'show_ideas',
    label: 'Share my ideas',
    description:
      'On: signed-in members see your buy and sell ideas and their results on your profile, in feeds and on security pages. Off: only you see them.',
  },
  {
    key: 'show_thoughts',
    label: 'Share my thoughts',
    description:
      'On: signed-in members see your pro and con thoughts on your profile, in feeds and on security pages. Off: only you see them.',
  },
  {
    key: 'show_portfolio',
    label: 'Share my portfolio as percentages',
    description:
      'On: your profile shows what you hold as percentages of your portfolio, never amounts, share counts or your balance. Off: only you see it.',
  },
];

export default function PrivacyScreen() {
  const { state, reload } = useApiQuery(privacyQuery);
  return (
    <Page title="Privacy settings" testId="privacy-screen">
      <Heading>Privacy settings</Heading>
      <CommunityNav />
      <QueryView state={state} reload={reload} loadingLabel="Loading privacy settings" staleNotice>
        {(settings) => <Switches initial={settings} />}
      </QueryView>
    </Page>
  );
}

function Switches({ initial }: { initial: PrivacySettings }) {
  useSignals();
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  useEffect(() => setSettings(initial), [initial]);
  const offline = !isOnline.value;
  const me = currentUser.value;

  const change = async (key: keyof PrivacySettings, value: boolean) => {
    const before = settings;
    const next = { ...settings, [key]: value };
    setSettings(next);
    setSaving(true);
    setMessage(null);
    try {
      setSettings(await savePrivacy(next));
      setMessage({ tone: 'info', text: 'Saved. Others see the change at once.' });
    } catch (error) {
      setSettings(before);
      setMessage({ tone: 'error', text: `Not saved: ${describeError(error)}` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Card>
        <Muted>
          Choose what other members may see. Your name, bio, followers, who you follow and your XP
          are always shown on your profile.
        </Muted>
        {SWITCHES.map((item) => (
          <Switch
            key={item.key}
            label={item.label}
            description={item.description}
            checked={settings[item.key]}
            disabled={saving || offline}
            onChange={(value) => void change(item.key, value)}
          />
        ))}
      </Card>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {offline ? <Notice tone="warning">Connect to change your privacy settings.</Notice> : null}
      {me ? (
        <Muted>
          <Link href={profilePath(me.id)}>See your profile</Link> as you see it (private parts are
          labelled).
        </Muted>
      ) : null}
    </>
  );
}
