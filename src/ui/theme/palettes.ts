// Colour palettes of the themes of spec §3. Every palette fills every themed role, so a component
// never meets an undefined token. Reward colours are the spec's reward-related colours.

// A type alias (not an interface) so it fits stitches' index-signature token type.
export type Palette = {
  header: string;
  appBackground: string;
  component: string;
  componentNoOpacity: string;
  border: string;
  text: string;
  textMuted: string;
  primaryCtaButton: string;
  buttonText: string;
  proColor: string;
  conColor: string;
  disabled: string;
  overlay: string;
  positive: string;
  negative: string;
  neutral: string;
  error: string;
  warning: string;
  badge: string;
  focus: string;
  rewardCardFront: string;
  rewardCardBack: string;
  referralRewardProbability: string;
  redeemableRewardCard: string;
};

export const dark: Palette = {
  header: '#0b0e14',
  appBackground: '#0f131a',
  component: '#171c25',
  componentNoOpacity: '#171c25',
  border: '#2a3140',
  text: '#e8ecf2',
  textMuted: '#9aa4b5',
  primaryCtaButton: '#3b82f6',
  // Dark ink, not white: white on #3b82f6 is 3.7:1, under WCAG AA's 4.5:1 (this is 5:1). The
  // blue stays light because it is also the link colour on the dark backgrounds.
  buttonText: '#0b0e14',
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
  rewardCardFront: '#1e3a8a',
  rewardCardBack: '#312e81',
  referralRewardProbability: '#a78bfa',
  redeemableRewardCard: '#065f46',
};

export const light: Palette = {
  header: '#ffffff',
  appBackground: '#f5f7fb',
  component: '#ffffff',
  componentNoOpacity: '#ffffff',
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
  rewardCardFront: '#dbeafe',
  rewardCardBack: '#e0e7ff',
  referralRewardProbability: '#7c3aed',
  redeemableRewardCard: '#d1fae5',
};

/** The AI tools' look: violet accents. */
export const aiDark: Palette = {
  ...dark,
  header: '#0d0b1a',
  appBackground: '#110e22',
  component: '#1b1733',
  componentNoOpacity: '#1b1733',
  border: '#2f2952',
  primaryCtaButton: '#8b5cf6',
  badge: '#8b5cf6',
  focus: '#c4b5fd',
};

export const aiLight: Palette = {
  ...light,
  appBackground: '#f7f5ff',
  border: '#ddd6fe',
  primaryCtaButton: '#7c3aed',
  badge: '#7c3aed',
  focus: '#6d28d9',
};

/** A newsprint look: warm paper, ink text, red accents. */
export const theStreet: Palette = {
  ...light,
  header: '#fffdf8',
  appBackground: '#faf6ee',
  component: '#fffdf8',
  componentNoOpacity: '#fffdf8',
  border: '#d8cfc0',
  text: '#1c1917',
  textMuted: '#57534e',
  primaryCtaButton: '#b91c1c',
  badge: '#b91c1c',
  focus: '#7f1d1d',
};

/** The partner brand's scheme (src/platform/brand/brands.ts). */
export const partner: Palette = {
  ...light,
  // Light, because header and footer text use $text / $textMuted, which are dark inks here (the
  // navy #0d2c54 under them gave 1.1:1). The navy stays in the buttons and the manifest colour.
  header: '#ffffff',
  appBackground: '#f7f4ee',
  component: '#ffffff',
  componentNoOpacity: '#ffffff',
  border: '#d6d0c4',
  text: '#15233a',
  textMuted: '#55617a',
  primaryCtaButton: '#0d2c54',
  badge: '#c2410c',
  focus: '#c2410c',
};
