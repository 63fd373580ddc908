// Which of the header's links fit the room the row leaves them (wider than 768 px, spec §9). The
// room changes with things a layout cannot know in advance: the install offer, the XP badge's
// digits, signed in or out, the fonts. Links that do not fit move into a "More" menu, least
// needed first, so the row never overlaps, clips or scrolls and every destination stays one
// click away.

export interface HeaderFit {
  /** Each link's width in px, in the header's order. */
  widths: readonly number[];
  /** Link indexes, the first to step back first. */
  dropOrder: readonly number[];
  /** The nav's width in px. */
  room: number;
  /** Space between two items in px. */
  gap: number;
  /** The "More" button's width in px. */
  moreWidth: number;
}

/** The indexes of the links to show, in the header's order; the rest go into "More". */
export function linksThatFit({ widths, dropOrder, room, gap, moreWidth }: HeaderFit): number[] {
  const shown = widths.map((_, index) => index);
  const rowWidth = (indexes: readonly number[], more: boolean) => {
    const items = indexes.map((index) => widths[index]!);
    if (more) items.push(moreWidth);
    const total = items.reduce((sum, width) => sum + width, 0);
    return items.length ? total + gap * (items.length - 1) : 0;
  };
  // Half a pixel of slack: widths are fractional and a rounding must not hide a link.
  if (rowWidth(shown, false) <= room + 0.5) return shown;
  for (const drop of dropOrder) {
    const at = shown.indexOf(drop);
    if (at >= 0) shown.splice(at, 1);
    if (rowWidth(shown, true) <= room + 0.5) return shown;
  }
  return [];
}
