// The community feature's public surface (an explicit list: barrels hurt tree-shaking).
export { communityPaths, ideaPath, profilePath } from './paths';
export { CommunityNav } from './CommunityNav';
export { loadFeed } from './api';
