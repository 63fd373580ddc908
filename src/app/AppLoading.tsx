// What shows while the app's scripts or a screen's chunk load: nothing over the frame and skeleton
// the HTML drew (html-frame.ts), a full-screen spinner once they are gone.
import { useLayoutEffect } from 'react';
import { FullScreenSpinner } from '@/ui/Spinner';
import { htmlFrameShown, removeSkeleton } from './html-frame';

export function AppLoading() {
  return htmlFrameShown() ? null : <FullScreenSpinner />;
}

/** Inside the screens' Suspense boundary: home's skeleton goes as the first screen paints. */
export function SkeletonGone() {
  useLayoutEffect(removeSkeleton, []);
  return null;
}
