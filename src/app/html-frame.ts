// The app's frame and home's skeleton, drawn from the app shell's HTML while the scripts load
// (build/app-frame.ts), and their hand-over to the app: the frame goes as the app's layout first
// paints, the skeleton as the first screen does. Until then no loading spinner covers them (the
// app's own loading state is the frame): on a slow phone the outline of home stays on screen from
// the HTML's first paint to home's, instead of a full-screen spinner in between.

export const FRAME_ID = 'app-frame';
export const SKELETON_ID = 'app-skeleton';
/** Set on <html> by the pre-paint script: under /app the frame shows, on home the skeleton too. */
export const FRAME_CLASS = 'app-frame';
export const SKELETON_CLASS = 'app-home';

const shown = (id: string, className: string) =>
  document.documentElement.classList.contains(className) && document.getElementById(id) !== null;

/** Whether the HTML's frame or skeleton is still on screen: the app's loading state until then. */
export const htmlFrameShown = (): boolean =>
  shown(FRAME_ID, FRAME_CLASS) || shown(SKELETON_ID, SKELETON_CLASS);

export const removeHtmlFrame = (): void => document.getElementById(FRAME_ID)?.remove();

export const removeSkeleton = (): void => document.getElementById(SKELETON_ID)?.remove();
