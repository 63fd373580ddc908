// Offers a new version when one is waiting. It never reloads over unsaved input:
// with a form half filled in, it asks to finish or clear it first.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { currentBrand } from '@/platform/brand/current';
import { hasUnsavedInput } from '@/platform/offline/unsaved';
import { applyUpdate, updateAvailable } from '@/platform/offline/update';
import { Button } from '@/ui/Button';
import { TAB_BAR_HEIGHT } from './layout-metrics';
import { styled } from '@/ui/theme/stitches';

export function UpdatePrompt() {
  useSignals();
  const [blocked, setBlocked] = useState(false);
  if (!updateAvailable.value) return null;
  const reload = () => {
    if (hasUnsavedInput.value) return setBlocked(true);
    applyUpdate();
  };
  return (
    <Bar role="status" data-testid="update-prompt">
      <span>
        {blocked && hasUnsavedInput.value
          ? 'Finish or clear the form you are filling in, then reload: we will not reload over it.'
          : `A new version of ${currentBrand.displayName} is ready.`}
      </span>
      <Button onClick={reload}>Reload</Button>
    </Bar>
  );
}

const Bar = styled('div', {
  position: 'fixed',
  left: '50%',
  transform: 'translateX(-50%)',
  bottom: '$5',
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: '$4',
  maxWidth: '95%',
  padding: '$3 $4',
  borderRadius: '$lg',
  backgroundColor: '$component',
  border: '1px solid $border',
  boxShadow: '0 8px 24px rgba(0,0,0,0.35)',
  // Above the phone's tab bar and the home indicator.
  '@mobile': { bottom: `calc(${TAB_BAR_HEIGHT + 12}px + env(safe-area-inset-bottom))` },
});
