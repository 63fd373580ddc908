// The thoughts feature's public surface (an explicit list: barrels hurt tree-shaking).
export { startThoughtDraftSync } from './draft-sync';
export { LazyCreateThoughtForm, LazySecurityCommunity } from './lazy';
export type { CreateThoughtFormProps, CreateThoughtOutcome } from './CreateThoughtForm';
export { thoughtPath, thoughtPaths } from './paths';
export { ProConBadge } from './ProConBadge';
export { ThoughtCard, type ThoughtCardProps } from './ThoughtCard';
export { VoteButtons, type VoteButtonsProps } from './VoteButtons';
