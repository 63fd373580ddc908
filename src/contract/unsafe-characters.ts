// Characters that change how text around them reads without being seen themselves: the one check
// that post bodies (server/services/community/sanitize.ts) and names shown to other people use.
//
// - Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder what
//   follows them: a right-to-left override turns a name's tail around, and can make text after
//   it in a feed row read backwards ("Trojan Source", CVE-2021-42574).
// - Zero-width characters (U+200B–U+200D, U+FEFF) let two names that look the same differ, so a
//   stranger can pass for someone else in the community.
// - Control characters break layouts and logs (and PostgreSQL's text cannot hold NUL).

/** C0 controls and DEL, except tab and newline, which a multi-line text may keep. */
const C0_BUT_TAB_AND_NEWLINE = '\\u0000-\\u0008\\u000b-\\u001f\\u007f';
const BIDI_CONTROLS = '\\u202a-\\u202e\\u2066-\\u2069';
const ZERO_WIDTH = '\\u200b-\\u200d\\ufeff';

/** What a multi-line plain text (a post) loses: controls but tab and newline, bidi controls. */
export const CONTROL_AND_BIDI = new RegExp(`[${C0_BUT_TAB_AND_NEWLINE}${BIDI_CONTROLS}]`, 'g');

/**
 * What a one-line name shown to others must not hold: every control character (C0 with tab and
 * newline, DEL, C1), the bidi controls and the zero-width characters. Zero-width joiners build
 * some emoji, which a name does without; a post keeps them.
 */
const UNSAFE_IN_NAME = new RegExp(`[\\p{Cc}${BIDI_CONTROLS}${ZERO_WIDTH}]`, 'u');

export const NO_INVISIBLE_CHARACTERS =
  'must not contain control, zero-width or text-direction characters';

export const hasUnsafeNameCharacters = (value: string): boolean => UNSAFE_IN_NAME.test(value);
