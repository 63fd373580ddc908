// The thoughts feature's public surface (an explicit list: barrels hurt tree-shaking).
export { startThoughtDraftSync } from './draft-sync';
export { LazySecurityCommunity } from './lazy';
export { thoughtPath } from './paths';
export { ThoughtCard } from './ThoughtCard';
