// The learn-and-earn feature's public surface (an explicit list: barrels hurt tree-shaking).
// startLearnCompletionSync is tiny: it loads the Dexie side only when a completion is queued.
export { startLearnCompletionSync } from './completion-sync';
export { learnPaths, lessonPath } from './paths';
export { learnStateQuery } from './api';
