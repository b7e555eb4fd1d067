/**
 * The "Perhaps you meant …" suggestions of PostgREST's errors come from Haskell's fuzzyset (a port
 * of fuzzyset.js): n-gram cosine similarity (grams of 3, else 2), the best 50 re-scored by
 * Levenshtein distance, kept at a score of 0.33 or more (the first gram size with any). This follows that algorithm so the hints
 * name what hosted PostgREST names.
 */

const MIN_SCORE = 0.33;
const GRAM_SIZES = [3, 2];

/** Grams are taken of the value in lower case with only letters, digits, spaces and commas; matches compare it in lower case. */
const gramText = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}\s,]+/gu, '');

function grams(value: string, size: number): Map<string, number> {
  let padded = `-${gramText(value)}-`;
  while (padded.length < size) padded += '-';
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i++) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

const magnitude = (counts: Map<string, number>) => Math.sqrt([...counts.values()].reduce((sum, c) => sum + c * c, 0));

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The candidates like `key`, best first, with their scores (1 for an exact match after normalising). */
export function fuzzyMatches(candidates: readonly string[], key: string): { score: number; value: string }[] {
  const byNormalised = new Map(candidates.map((c) => [c.toLowerCase(), c]));
  const target = key.toLowerCase();
  const exact = byNormalised.get(target);
  if (exact !== undefined) return [{ score: 1, value: exact }];
  for (const size of GRAM_SIZES) {
    const keyGrams = grams(key, size);
    const scored: { score: number; normalised: string }[] = [];
    for (const normalised of byNormalised.keys()) {
      const itemGrams = grams(normalised, size);
      let dot = 0;
      for (const [gram, count] of keyGrams) dot += count * (itemGrams.get(gram) ?? 0);
      if (dot > 0) scored.push({ score: dot / (magnitude(keyGrams) * magnitude(itemGrams)), normalised });
    }
    const matches = scored
      .sort((a, b) => b.score - a.score)
      .slice(0, 50)
      .map(({ normalised }) => ({
        score: 1 - levenshtein(normalised, target) / Math.max(normalised.length, target.length),
        value: byNormalised.get(normalised)!,
      }))
      .sort((a, b) => b.score - a.score)
      .filter((match) => match.score >= MIN_SCORE);
    if (matches.length) return matches;
  }
  return [];
}

export function closestMatch(candidates: readonly string[], key: string): string | null {
  return fuzzyMatches(candidates, key)[0]?.value ?? null;
}
