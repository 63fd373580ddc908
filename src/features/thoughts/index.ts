// The thoughts feature's public surface (an explicit list: barrels hurt tree-shaking).
export { startThoughtDraftSync } from './draft-sync';
export { LazyReplyThread, LazySecurityCommunity } from './lazy';
export { thoughtPath } from './paths';
export { ThoughtCard } from './ThoughtCard';
export { MentionText } from './MentionText';
export { RepliesLink } from './RepliesLink';
