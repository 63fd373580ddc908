// The header's "Install app" (wider than 768 px) when the browser offers installation: the icon
// alone below 1280 px, where the row has no room for the words (its accessible name stays). On
// phones the offer is in the account sheet instead, so the header never grows past the screen.
import { Download } from 'lucide-react';
import { promptInstall } from '@/platform/offline/install';
import { Button } from '@/ui/Button';
import { styled } from '@/ui/theme/stitches';
import { useInstallOffer } from './AccountMenuList';

export function InstallButton() {
  if (!useInstallOffer()) return null;
  return (
    <Compact variant="secondary" aria-label="Install app" onClick={() => void promptInstall()}>
      <Download size={18} aria-hidden />
      <Words aria-hidden>Install app</Words>
    </Compact>
  );
}

const Compact = styled(Button, {
  flexShrink: 0,
  padding: '0 $4',
  '@media (max-width: 1279.98px)': { padding: 0, width: '44px' },
  '@mobile': { display: 'none' },
});
const Words = styled('span', { '@media (max-width: 1279.98px)': { display: 'none' } });
