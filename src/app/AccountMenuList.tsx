// What the account menu holds, the same on every width: the destinations that are not tabs
// (funding, tools, settings …), "Install app" when the browser offers it, and Log out. Signed out,
// the ways in. The header's popover and the phone's bottom sheet both render it.
import { useSignals } from '@preact/signals-react/runtime';
import { Download, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { authStatus, currentUser, logOut } from '@/features/auth';
import { describeError } from '@/platform/api';
import { canInstall, promptInstall } from '@/platform/offline/install';
import { inStoreWrapper } from '@/platform/shell/detect';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { styled } from '@/ui/theme/stitches';
import { ACCOUNT_MENU } from './navigation';

/** "Install app" appears when the browser offers installation, never inside the installed app
 *  nor inside the store wrappers (the Android TWA, the iOS shell). */
export function useInstallOffer(): boolean {
  useSignals();
  return canInstall.value && !inStoreWrapper();
}

export function AccountMenuList({
  onDone,
  offerInstall = true,
}: {
  onDone: () => void;
  /** False where the header shows its own "Install app" beside the menu. */
  offerInstall?: boolean;
}) {
  useSignals();
  const [location, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const installOffered = useInstallOffer() && offerInstall;
  const user = currentUser.value;
  const signedIn = authStatus.value !== 'unknown' && user !== null;

  const onLogOut = async () => {
    setError(null);
    try {
      await logOut();
      onDone();
      navigate(appPaths.login);
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  const onInstall = () => {
    onDone();
    void promptInstall();
  };

  return (
    <Menu>
      {signedIn ? (
        ACCOUNT_MENU.map((group) => (
          <MenuLinks key={group.label} aria-label={group.label}>
            <GroupLabel aria-hidden>{group.label}</GroupLabel>
            {group.links.map((link) => (
              <li key={link.href}>
                <MenuLink
                  href={link.href}
                  aria-current={location === link.href ? 'page' : undefined}
                  onClick={onDone}
                >
                  {link.label}
                </MenuLink>
              </li>
            ))}
          </MenuLinks>
        ))
      ) : (
        <MenuLinks aria-label="Your account">
          <li>
            <MenuLink href={appPaths.login} onClick={onDone}>
              Log in
            </MenuLink>
          </li>
          <li>
            <MenuLink href={appPaths.signUp} onClick={onDone}>
              Sign up
            </MenuLink>
          </li>
          <li>
            <MenuLink href={appPaths.settings} onClick={onDone}>
              Settings
            </MenuLink>
          </li>
        </MenuLinks>
      )}
      {installOffered || signedIn ? (
        <Commands>
          {installOffered ? (
            <Button variant="secondary" block onClick={onInstall}>
              <Download size={18} aria-hidden />
              Install app
            </Button>
          ) : null}
          {signedIn ? (
            <Button variant="secondary" block onClick={() => void onLogOut()}>
              <LogOut size={18} aria-hidden />
              Log out
            </Button>
          ) : null}
          {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        </Commands>
      ) : null}
    </Menu>
  );
}

const Menu = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });
export const MenuLinks = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const GroupLabel = styled('li', {
  color: '$textMuted',
  fontSize: '$xs',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  padding: '0 $3 $1',
});
// Whole-row targets of 44 px: a thumb does not have to find the words.
export const MenuLink = styled(Link, {
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0 $3',
  borderRadius: '$md',
  color: '$text',
  textDecoration: 'none',
  fontWeight: 600,
  '&:hover': { backgroundColor: '$appBackground' },
  '&[aria-current=page]': { color: '$primaryCtaButton' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '-2px' },
});
const Commands = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  paddingTop: '$3',
  borderTop: '1px solid $border',
});
const ErrorText = styled('span', { color: '$error', fontSize: '$sm' });
