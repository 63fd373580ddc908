// The stitches instance. Components use the semantic roles of spec §3 only, never raw colours
// (CONVENTIONS "Semantic tokens only"). The dark palette is the default theme (spec §3).
import { createStitches } from '@stitches/react';
import { aiDark, aiLight, dark, light, partner, theStreet } from './palettes';
import { themeClass, type ThemeName } from './names';
import { styledOnFirstRender } from './styled-on-first-render';

/** The media queries components name (`@mobile` …); exported for the breakpoint test. */
export const MEDIA = {
  // Breakpoints of spec §9: mobile up to 768 px (768 included: "up to"), tablet up to 1368,
  // desktop above; the same bounds as the JS size classes (src/platform/screen/screen.ts).
  mobile: '(max-width: 768px)',
  tablet: '(min-width: 768.02px) and (max-width: 1368px)',
  desktop: '(min-width: 1368.02px)',
  // The narrowest phones (320 px): where the app header tightens to keep every item whole.
  narrowPhone: '(max-width: 359.98px)',
  // The marketing site's mobile layout is under 1000 px (spec §2, §9).
  marketingMobile: '(max-width: 999.98px)',
} as const;

const stitches = createStitches({
  theme: {
    // The dark palette is the default theme (spec §3); other themes override these variables.
    colors: dark,
    space: {
      1: '4px',
      2: '8px',
      3: '12px',
      4: '16px',
      5: '24px',
      6: '32px',
      7: '48px',
      8: '64px',
    },
    radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
    fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '28px', xxl: '40px' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  },
  media: MEDIA,
});

export const { globalCss, keyframes, getCssText } = stitches;
/** stitches' `styled`, each component defined when it first renders (styled-on-first-render.ts). */
export const styled = styledOnFirstRender(stitches.styled);
const { createTheme } = stitches;

/**
 * One stitches theme per named theme, with the class `theme-<name>` that the pre-paint script
 * also sets. `custom` is the dark theme plus inline variables (custom.ts).
 */
export const THEMES: Record<ThemeName, { className: string }> = {
  dark: createTheme(themeClass('dark'), { colors: dark }),
  light: createTheme(themeClass('light'), { colors: light }),
  'ai dark': createTheme(themeClass('ai dark'), { colors: aiDark }),
  'ai light': createTheme(themeClass('ai light'), { colors: aiLight }),
  'the-street': createTheme(themeClass('the-street'), { colors: theStreet }),
  partner: createTheme(themeClass('partner'), { colors: partner }),
  custom: createTheme(themeClass('custom'), { colors: dark }),
};
