// Sizes the shell's fixed parts share. A module of its own: the update prompt is on every page,
// marketing ones included, and must not pull the tab bar (and the app's navigation) into `/`.

/** The phone tab bar's height above the safe area; the shell pads the page by as much. */
export const TAB_BAR_HEIGHT = 64;
