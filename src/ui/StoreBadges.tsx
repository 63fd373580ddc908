// Store badges (spec §2 shared pieces): App Store and Google Play buttons that open the brand's
// store page in a new tab, then run the after-click callback. The pages are built from the brand's
// configured store ids (spec §1 "app-store links"; src/platform/brand/brands.ts), never a search. Drawn here with tokens and inline SVG: no downloaded artwork.
import { currentBrand } from '@/platform/brand/current';
import { appStoreUrl, playStoreUrl, type Brand } from '@/platform/brand/brands';
import { styled } from '@/ui/theme/stitches';

export type Store = 'appStore' | 'googlePlay';

type StoreLinks = Pick<Brand, 'stores' | 'displayName'>;

const Group = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });

// Inverse of the page (text colour as background) so the badge reads as a badge in every theme.
const Badge = styled('button', {
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '48px',
  padding: '$2 $4',
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$text',
  color: '$appBackground',
  fontFamily: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
});

const Lines = styled('span', { display: 'flex', flexDirection: 'column', lineHeight: 1.1 });
const Small = styled('span', { fontSize: '$xs' });
const Large = styled('span', { fontSize: '$lg', fontWeight: 600 });

const AppleGlyph = () => (
  <svg aria-hidden width="24" height="24" viewBox="0 0 24 24">
    <path
      fill="currentColor"
      d="M12 7.2c-1.6-1-4-1-5.5.5-2 2-1.5 6.4.5 9.4 1 1.5 2 2.5 3 2.3 1-.2 1.3-.6 2-.6s1 .4 2 .6c1 .2 2-.8 3-2.3.6-.9 1-1.8 1.2-2.5-1.6-.7-2.4-2.2-2.2-3.9.1-1.2.8-2.2 1.7-2.8-1.1-1.5-3.7-1.9-5.7-.7zM12.5 6c0-1.5 1-3 2.5-3.3.1 1.6-1 3.1-2.5 3.3z"
    />
  </svg>
);

const PlayGlyph = () => (
  <svg aria-hidden width="24" height="24" viewBox="0 0 24 24">
    <path
      fill="currentColor"
      d="M5 3.5v17a1 1 0 0 0 1.5.9l14-8.5a1 1 0 0 0 0-1.8l-14-8.5A1 1 0 0 0 5 3.5z"
    />
  </svg>
);

export interface StoreBadgesProps {
  /** Runs after the store page has been opened, with the store that was chosen (spec §2). */
  onAfterClick?: (store: Store) => void;
  /** Defaults to the brand of this page; tests and previews may pass another. */
  brand?: StoreLinks;
}

export function StoreBadges({ onAfterClick, brand = currentBrand }: StoreBadgesProps) {
  const openStore = (store: Store) => {
    const url = store === 'appStore' ? appStoreUrl(brand.stores) : playStoreUrl(brand.stores);
    // noopener: the store page gets no handle on this window (and we get null back).
    window.open(url, '_blank', 'noopener');
    onAfterClick?.(store);
  };
  return (
    <Group role="group" aria-label={`Get the ${brand.displayName} app`}>
      <Badge type="button" onClick={() => openStore('appStore')}>
        <AppleGlyph />
        <Lines>
          <Small>Download on the </Small>
          <Large>App Store</Large>
        </Lines>
      </Badge>
      <Badge type="button" onClick={() => openStore('googlePlay')}>
        <PlayGlyph />
        <Lines>
          <Small>Get it on </Small>
          <Large>Google Play</Large>
        </Lines>
      </Badge>
    </Group>
  );
}
