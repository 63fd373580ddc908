// The row of links between the viewpoint screens (the guidelines are linked in the screens' text).
import { LinkTabs } from '@/ui/LinkTabs';
import { viewpointPaths } from './paths';

const LINKS = [
  [viewpointPaths.featured, 'Featured contributors'],
  [viewpointPaths.manage, 'My subscriptions'],
] as const;

export function ViewpointsNav() {
  return <LinkTabs label="Viewpoints" links={LINKS} />;
}
