// "Install app" appears when the browser offers installation, never inside the installed app.
import { useSignals } from '@preact/signals-react/runtime';
import { canInstall, promptInstall } from '@/platform/offline/install';
import { Button } from '@/ui/Button';

export function InstallButton() {
  useSignals();
  if (!canInstall.value) return null;
  return (
    <Button variant="secondary" onClick={() => void promptInstall()}>
      Install app
    </Button>
  );
}
