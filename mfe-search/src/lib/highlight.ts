/** A word to mark: as a prefix ('spik' marks 'Spik' of 'Spika') or only whole. */
export interface MarkWord {
  word: string;
  prefix: boolean;
}

/** A run of a name's text, marked when it is what matched. */
export interface TextPart {
  text: string;
  marked: boolean;
}

/**
 * Case and accent folding as the server's `search_fold` does it (unaccent and lower): 'Crème' is
 * 'creme'. Per character, so that a folded word lines up with the word shown.
 */
const foldChar = (char: string) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// Words as the server's parser sees them: letters and digits.
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Splits `text` into runs, marking each word (or the start of one) a search matched. Only text
 * goes in and comes out: the caller renders the runs as React text, so nothing in a name (markup
 * a vendor typed included) is ever read as HTML.
 */
export function highlightParts(text: string, words: readonly MarkWord[]): TextPart[] {
  const parts: TextPart[] = [];
  const push = (part: string, marked: boolean) => {
    if (!part) return;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += part;
    else parts.push({ text: part, marked });
  };
  const wanted = words.map((w) => ({ word: w.word.toLowerCase(), prefix: w.prefix })).filter((w) => w.word !== '');
  let at = 0;
  for (const match of text.matchAll(WORD)) {
    const token = match[0];
    const start = match.index;
    push(text.slice(at, start), false);
    at = start + token.length;
    const chars = Array.from(token);
    const folded = chars.map(foldChar);
    const whole = folded.join('');
    // The longest word that matches: marks as many characters as it covers.
    let marked = 0;
    for (const { word, prefix } of wanted) {
      if (whole === word) marked = chars.length;
      else if (prefix && whole.startsWith(word)) {
        // Characters of the name until their folded text covers the word.
        let length = 0;
        let covered = 0;
        while (covered < word.length && length < chars.length) covered += folded[length++]!.length;
        marked = Math.max(marked, covered === word.length ? length : chars.length);
      }
    }
    const cut = chars.slice(0, marked).join('').length;
    push(token.slice(0, cut), true);
    push(token.slice(cut), false);
  }
  push(text.slice(at), false);
  return parts;
}
