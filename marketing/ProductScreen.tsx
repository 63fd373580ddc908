// A screen of the app in a phone's outline (product-screens.ts). Both variants are in the page and
// the theme on <html> shows one: the other, hidden and lazy, is never fetched. Each image has its
// width and height, so its room is kept before it arrives (no layout shift).
import { currentBrand } from '@/platform/brand/current';
import { styled } from '@/ui/theme/stitches';
import { themeClass } from '@/ui/theme/names';
import {
  LIGHT_VARIANT_THEMES,
  PRODUCT_SCREENS,
  type ProductScreenName,
  productScreenFile,
  productScreenSrcSet,
  SCREEN_SIZE,
  SCREEN_WIDTHS,
  type ScreenVariant,
} from './product-screens';

const VARIANTS: readonly ScreenVariant[] = ['dark', 'light'];

/** `sizes`: the width it is shown at (the `sizes` attribute), so a phone fetches the 1× image. */
export function ProductScreen({ name, sizes }: { name: ProductScreenName; sizes: string }) {
  const brand = currentBrand.id;
  return (
    <Phone>
      {VARIANTS.map((variant) => (
        <img
          key={variant}
          data-variant={variant}
          src={`/${productScreenFile(brand, name, variant, SCREEN_WIDTHS[0])}`}
          srcSet={productScreenSrcSet(brand, name, variant)}
          sizes={sizes}
          width={SCREEN_SIZE.width}
          height={SCREEN_SIZE.height}
          alt={PRODUCT_SCREENS[name]}
          loading="lazy"
          decoding="async"
        />
      ))}
    </Phone>
  );
}

const LIGHT = LIGHT_VARIANT_THEMES.map((name) => `.${themeClass(name)} &`).join(', ');

const Phone = styled('div', {
  border: '6px solid $border',
  borderRadius: '28px',
  overflow: 'hidden',
  backgroundColor: '$appBackground',
  boxShadow: '0 12px 40px rgba(0, 0, 0, 0.25)',
  lineHeight: 0,
  '& img': { display: 'block', width: '100%', height: 'auto' },
  '& img[data-variant="light"]': { display: 'none' },
  [LIGHT]: {
    '& img[data-variant="light"]': { display: 'block' },
    '& img[data-variant="dark"]': { display: 'none' },
  },
});
