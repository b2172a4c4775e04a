// Bytes 0x80 to 0x9F as the WHATWG index has them, the five undefined ones included.
const HIGH_CHARACTERS =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

// Node's decoder for this label reads 0x80 to 0x9F as Latin-1 control characters, dropping the
// curly apostrophe of "D’CRUZ", hence the table.
export const decodeWindows1252 = (bytes: Uint8Array): string =>
  new TextDecoder('latin1')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (character) => HIGH_CHARACTERS[character.charCodeAt(0) - 0x80])
