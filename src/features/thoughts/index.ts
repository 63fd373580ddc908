// The thoughts feature's public surface (an explicit list: barrels hurt tree-shaking).
export { thoughtPath, thoughtPaths } from './paths';
