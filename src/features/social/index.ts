// The social feature's public surface (an explicit list: barrels hurt tree-shaking).
export { inAppSharePath, socialPaths } from './paths';
export { ShareButton } from './ShareButton';
export { shareableOf } from './shareable';
export { SharedPostCard } from './SharedPostCard';
