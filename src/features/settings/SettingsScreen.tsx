// /app/settings: appearance (theme and custom colours). Stored on this device (spec §3: the
// theme lives in the browser under one key), so it works offline too.
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { CustomThemeEditor } from './CustomThemeEditor';
import { ThemePicker } from './ThemePicker';

export default function SettingsScreen() {
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
    </Page>
  );
}
