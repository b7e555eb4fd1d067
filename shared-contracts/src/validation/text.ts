// Small string helpers shared by validation and error sanitizing.

/** Length in characters (code points), so an emoji or astral letter counts once. */
export function charLength(text: string): number {
  return Array.from(text).length;
}

/** Cuts to at most `max` characters without splitting a surrogate pair. */
export function truncateChars(text: string, max: number): string {
  if (text.length <= max) return text;
  // 2 × max UTF-16 units always hold at least max characters; no need to split all of a huge text.
  return Array.from(text.slice(0, max * 2))
    .slice(0, max)
    .join('');
}

/**
 * Invisible characters that can hide or disguise text: zero-width space, word joiner, BOM,
 * left-to-right/right-to-left marks and the bidi embedding, override and isolate controls.
 * Zero-width (non-)joiners are kept: emoji sequences and some scripts need them.
 */
const INVISIBLE_CONTROLS = /[\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
// C0 and C1 control characters (tabs and newlines included); matching them is the point.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/** Removes control and invisible formatting characters. */
export function stripInvisible(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '').replace(INVISIBLE_CONTROLS, '');
}

/** Bytes of the text in UTF-8 (what bcrypt and Supabase Auth count), without needing TextEncoder. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
