// Types of tests/support/slow-files-first.mjs (the order test files start in; why, there).
import { BaseSequencer } from 'vitest/node';

export declare const SLOW_FILES: readonly string[];
export declare class SlowFilesFirst extends BaseSequencer {}
