// The library feature's public surface (an explicit list: barrels hurt tree-shaking).
export { articlePath, audioPath, libraryPaths } from './paths';
