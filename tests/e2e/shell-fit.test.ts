// The shell fits every phone (320–430 px, mobile emulation with touch) and every desktop
// (769–1440 px): every route, install offered and not, offline, signed out, marketing pages and
// the first modals' primary actions (tests/support/shell-fit.ts).
import { describeShellFit } from '../support/shell-fit';

describeShellFit();
