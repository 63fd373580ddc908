// The tools feature's public surface (an explicit list: barrels hurt tree-shaking).
export { snapshotPath, toolsPaths } from './paths';
