// The library feature's public surface (an explicit list: barrels hurt tree-shaking).
export { libraryPaths } from './paths';
