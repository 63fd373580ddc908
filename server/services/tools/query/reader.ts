// One parse of the query tool in progress (parser.ts): the text still unread, and the record of
// what was understood that the screen shows.

/** `"health" → Health Care`: one line of the record of what was understood. */
const say = (phrase: string, meaning: string) => `"${phrase.trim()}" → ${meaning}`;

export class Reader {
  understood: string[] = [];
  constructor(public text: string) {}

  /** Runs `pattern` once; on a match, consumes it (so a later rule does not reread it). */
  take(pattern: RegExp): RegExpMatchArray | null {
    const match = this.text.match(pattern);
    if (!match || match.index === undefined) return null;
    this.text = `${this.text.slice(0, match.index)} ${this.text.slice(match.index + match[0].length)}`;
    return match;
  }

  note(phrase: string, meaning: string) {
    this.understood.push(say(phrase, meaning));
  }
}
