// The rewards feature's public surface (an explicit list: barrels hurt tree-shaking).
export { rewardsPaths } from './paths';
