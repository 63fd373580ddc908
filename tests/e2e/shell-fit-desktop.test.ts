// The shell fits every desktop, 768–1440 px: every route, install offered and not, offline,
// signed out, marketing pages and the first modals' primary actions (tests/support/shell-fit.ts;
// shell-fit-phone.test.ts holds the phone widths).
import { describeShellFit } from '../support/shell-fit';

describeShellFit('desktop');
