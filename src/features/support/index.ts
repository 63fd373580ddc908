// The support feature's public surface (an explicit list: barrels hurt tree-shaking).
export { supportPaths } from './paths';
