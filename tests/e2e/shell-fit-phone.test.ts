// The shell fits every phone, 320–430 px with mobile emulation and touch: every route, install
// offered and not, offline, signed out, marketing pages and the first modals' primary actions
// (tests/support/shell-fit.ts; shell-fit-desktop.test.ts holds the desktop widths).
import { describeShellFit } from '../support/shell-fit';

describeShellFit('phone');
