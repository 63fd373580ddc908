// "Install app" appears when the browser offers installation, never inside the installed app nor
// inside the store wrappers (the Android TWA, the iOS shell: issue 9/10).
import { useSignals } from '@preact/signals-react/runtime';
import { canInstall, promptInstall } from '@/platform/offline/install';
import { inStoreWrapper } from '@/platform/shell/detect';
import { Button } from '@/ui/Button';

export function InstallButton() {
  useSignals();
  if (!canInstall.value || inStoreWrapper()) return null;
  return (
    <Button variant="secondary" onClick={() => void promptInstall()}>
      Install app
    </Button>
  );
}
