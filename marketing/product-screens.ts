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

/** The image of a screen, under public/ (served from the site's root). */
export const productScreenFile = (
  brand: BrandId,
  name: ProductScreenName,
  variant: ScreenVariant,
  width: number,
) => `product-screens/${brand}/${name}-${variant}-${width}.webp`;
