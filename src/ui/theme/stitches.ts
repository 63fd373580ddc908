// The stitches instance. Components use the semantic roles of spec §3 only, never raw colours
// (CONVENTIONS "Semantic tokens only"). The dark palette is the default theme (spec §3).
import { createStitches } from '@stitches/react';

export const { styled, css, globalCss, keyframes, createTheme, theme } = createStitches({
  theme: {
    colors: {
      header: '#0b0e14',
      appBackground: '#0f131a',
      component: '#171c25',
      border: '#2a3140',
      text: '#e8ecf2',
      textMuted: '#9aa4b5',
      primaryCtaButton: '#3b82f6',
      buttonText: '#ffffff',
      proColor: '#22c55e',
      conColor: '#ef4444',
      disabled: '#4b5566',
      overlay: '#000000',
      positive: '#22c55e',
      negative: '#f05252',
      neutral: '#9aa4b5',
      error: '#f87171',
      warning: '#fbbf24',
      badge: '#3b82f6',
      focus: '#93c5fd',
    },
    space: { 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '24px', 6: '32px', 7: '48px', 8: '64px' },
    radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
    fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '28px', xxl: '40px' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  },
  media: {
    // Breakpoints of spec §9: mobile up to 768 px, tablet up to 1368, desktop above.
    mobile: '(max-width: 767.98px)',
    tablet: '(min-width: 768px) and (max-width: 1368px)',
    desktop: '(min-width: 1368.02px)',
    // The marketing site's mobile layout is under 1000 px (spec §2, §9).
    marketingMobile: '(max-width: 999.98px)',
  },
});

export type ThemeName = 'dark' | 'light';

export const lightTheme = createTheme('light', {
  colors: {
    header: '#ffffff',
    appBackground: '#f5f7fb',
    component: '#ffffff',
    border: '#d9dee8',
    text: '#111827',
    textMuted: '#5b6475',
    primaryCtaButton: '#2563eb',
    buttonText: '#ffffff',
    proColor: '#15803d',
    conColor: '#b91c1c',
    disabled: '#a3acba',
    overlay: '#0f172a',
    positive: '#15803d',
    negative: '#c81e1e',
    neutral: '#5b6475',
    error: '#b91c1c',
    warning: '#b45309',
    badge: '#2563eb',
    focus: '#1d4ed8',
  },
});
