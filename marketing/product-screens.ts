// The app screens the marketing home shows: taken from the app itself, with the demo content, by
// `npm run marketing:screens` (scripts/generate-product-screens.mjs, which says where each screen
// is) and committed under public/product-screens/ as WebP at 1× and 2× of a 390 × 844 phone, per
// brand, in a dark and a light variant. The page gives every image its width and height, so
// nothing moves when one arrives.
import type { BrandId } from '@/platform/brand/brands';

/** The phone the screens are taken on, in CSS pixels. */
export const SCREEN_SIZE = { width: 390, height: 844 } as const;
/** The widths each screen is written at: 1× and 2× of the phone. */
export const SCREEN_WIDTHS = [390, 780] as const;

/** Each screen shown, with what it shows for a reader who cannot see it. */
export const PRODUCT_SCREENS = {
  security:
    'The Apple (AAPL) screen of the app: its price, the day’s change, the Trade button and the price chart',
  dashboard:
    'The app’s home screen: a paper account of $100,000 in virtual cash and its value over time',
  feed: 'The community feed: pro and con points other investors posted on the securities they follow',
  learn: 'Learn and earn: the next short lesson, the XP it pays and the course so far',
} as const;
export type ProductScreenName = keyof typeof PRODUCT_SCREENS;

/** Dark, or light (for the partner brand: its own light scheme). */
export type ScreenVariant = 'dark' | 'light';

/**
 * The themes (src/ui/theme/names.ts) shown with the light variant: their backgrounds are light
 * (palettes.ts). Every other theme shows the dark one.
 */
export const LIGHT_VARIANT_THEMES = ['light', 'ai light', 'the-street', 'partner'] as const;

/** The image of a screen, under public/ (served from the site's root). */
export const productScreenFile = (
  brand: BrandId,
  name: ProductScreenName,
  variant: ScreenVariant,
  width: number,
) => `product-screens/${brand}/${name}-${variant}-${width}.webp`;

/** Every width of a screen, as an `<img srcset>` (and a preload's `imagesrcset`). */
export const productScreenSrcSet = (
  brand: BrandId,
  name: ProductScreenName,
  variant: ScreenVariant,
) =>
  SCREEN_WIDTHS.map((width) => `/${productScreenFile(brand, name, variant, width)} ${width}w`).join(
    ', ',
  );

/**
 * The screen at the top of `/`, likely the largest thing a phone paints first (its LCP). Both
 * variants are lazy, so the hidden one is never fetched; the pre-paint script, which knows the
 * theme before the body is read, preloads the one shown at high priority instead
 * (build/prepaint-plugin.ts). `sizes`: the width it is shown at, so a phone fetches 1× or 2× by
 * its pixel ratio.
 */
export const SPLASH_HERO = {
  path: '/',
  name: 'security',
  sizes: '(max-width: 999.98px) 240px, 300px',
} as const satisfies { path: string; name: ProductScreenName; sizes: string };
