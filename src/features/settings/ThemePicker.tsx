// Appearance: choose one of the themes of spec §3. Applied at once and kept across reloads.
import { useSignals } from '@preact/signals-react/runtime';
import { BRANDS } from '@/platform/brand/brands';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { THEME_NAMES, type ThemeName } from '@/ui/theme/names';
import { changeTheme, themeChoice } from '@/ui/theme/theme-state';

const LABELS: Record<ThemeName, { title: string; detail: string }> = {
  dark: { title: 'Dark', detail: 'The default: easy on the eyes, day and night.' },
  light: { title: 'Light', detail: 'Dark text on a bright background.' },
  'ai dark': { title: 'AI dark', detail: 'Dark with the violet accents of the AI tools.' },
  'ai light': { title: 'AI light', detail: 'Light with the violet accents of the AI tools.' },
  'the-street': { title: 'The Street', detail: 'Warm newsprint with red accents.' },
  partner: { title: BRANDS.partner.displayName, detail: 'The colours of our partner brand.' },
  custom: { title: 'Custom', detail: 'Your own colours, set below.' },
};

export function ThemePicker() {
  useSignals();
  const choices = THEME_NAMES.map((name) => ({ value: name, ...LABELS[name] }));
  return (
    <ChoiceGroup
      legend="Theme"
      name="theme"
      choices={choices}
      value={themeChoice.value}
      onChange={(name) => changeTheme(name)}
    />
  );
}
