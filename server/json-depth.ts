// JSON nesting is limited before anything walks it: code that recurses over a parsed value (the
// NUL check of validation.ts, drivers writing jsonb, our own walks) runs out of stack on a body
// nested thousands deep, a 500 any caller could cause. No request of ours nests past a handful
// of levels; MAX_JSON_DEPTH leaves room for analytics event properties.
import { invalidInput } from './errors';

export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in a JSON text, counted without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

export const tooDeep = (what: string, field?: string) =>
  invalidInput(`${what} nests deeper than ${MAX_JSON_DEPTH} levels.`, field);
