// The social feature's public surface (an explicit list: barrels hurt tree-shaking).
export { askPath, inAppSharePath, socialPaths } from './paths';
export { ShareButton } from './ShareButton';
export { shareableOf, type ShareablePost } from './shareable';
export { SharedPostCard } from './SharedPostCard';
