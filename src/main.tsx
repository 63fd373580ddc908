// Boot: keep a token sign-in pair, styles and theme, then render. The first render never waits
// for the network (issue 3/10 relies on it); the session check runs alongside.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { refreshSession } from '@/features/auth';
import { captureTokenPair } from '@/platform/api';
import { AppRoutes } from '@/routes';
import { applyGlobalStyles } from '@/ui/theme/global';
import { lightTheme } from '@/ui/theme/stitches';

captureTokenPair();
applyGlobalStyles();
// The full theme set and its picker arrive with issue 2/10; dark is the default (spec §3).
try {
  if (localStorage.getItem('stockroom.theme') === 'light') {
    document.documentElement.classList.add(lightTheme.className);
  }
} catch {
  // storage unavailable: keep the default theme
}
void refreshSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppRoutes />
  </StrictMode>,
);
