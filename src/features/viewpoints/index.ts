// The viewpoints feature's public surface (an explicit list: barrels hurt tree-shaking).
export { contributorPath, viewpointPaths } from './paths';
