// The live-account feature's public surface (an explicit list: barrels hurt tree-shaking).
export { liveAccountPaths } from './paths';
export { loadStatus as loadApplicationStatus } from './api';
