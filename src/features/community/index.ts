// The community feature's public surface (an explicit list: barrels hurt tree-shaking).
export { communityPaths, profilePath } from './paths';
export { IdeaCard } from './IdeaCard';
export { CommunityNav } from './CommunityNav';
export { loadFeed, type FeedName } from './api';
