// The funding feature's public surface (an explicit list: barrels hurt tree-shaking).
export { fundingPaths } from './paths';
