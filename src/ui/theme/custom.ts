// The custom theme (spec §3): exactly the customisable keys, each a hex colour (§5), laid over the
// dark palette. componentNoOpacity also drives `component`, which it is the opaque form of.
import { isHexColour } from './hex';
import { dark, type Palette } from './palettes';

export const CUSTOMISABLE_KEYS = [
  'appBackground',
  'componentNoOpacity',
  'text',
  'primaryCtaButton',
  'buttonText',
  'positive',
  'neutral',
  'negative',
  'proColor',
  'conColor',
] as const satisfies ReadonlyArray<keyof Palette>;
export type CustomKey = (typeof CUSTOMISABLE_KEYS)[number];
export type CustomColours = Record<CustomKey, string>;

export const DEFAULT_CUSTOM_COLOURS: CustomColours = Object.fromEntries(
  CUSTOMISABLE_KEYS.map((key) => [key, dark[key]]),
) as CustomColours;

/** Field errors for invalid values; an empty object means every value may be saved. */
export function validateCustomColours(
  colours: Record<string, string>,
): Partial<Record<CustomKey, string>> {
  const errors: Partial<Record<CustomKey, string>> = {};
  for (const key of CUSTOMISABLE_KEYS) {
    if (!isHexColour(colours[key] ?? '')) errors[key] = 'invalid';
  }
  return errors;
}

/** CSS custom properties to set for saved custom colours (stitches names them --colors-<token>). */
export function customCssVariables(colours: CustomColours): Array<[string, string]> {
  const vars: Array<[string, string]> = CUSTOMISABLE_KEYS.map((key) => [
    `--colors-${key}`,
    colours[key],
  ]);
  vars.push(['--colors-component', colours.componentNoOpacity]);
  return vars;
}
