// Hex colours of spec §5: a leading # and 3 or 6 hex digits.
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const isHexColour = (value: string) => HEX_COLOUR.test(value);
export const HEX_COLOUR_ERROR = 'Use a hex colour: # and 3 or 6 digits 0–9 or a–f, like #1a2b3c.';
