// The documents feature's public surface (an explicit list: barrels hurt tree-shaking).
export { documentPaths } from './paths';
