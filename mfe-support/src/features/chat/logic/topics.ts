// The assistant's canned answers: which topic a message asks about, in any of the three languages.

export type Topic = 'shipping' | 'returns' | 'payment' | 'unknown';

/**
 * Keywords per topic, checked in this order (the spec's order: shipping, then returns, then
 * payment). Matched as word prefixes on accent-free lowercase text, so 'delivery', 'shipped',
 * 'usafirishaji' and 'gaarsiinta' all count. English from the spec; Swahili and Somali words a
 * shopper would use for the same questions.
 */
const KEYWORDS: ReadonlyArray<[Topic, readonly string[]]> = [
  [
    'shipping',
    ['ship', 'deliver', 'usafirish', 'kusafirish', 'safirish', 'kufikish', 'kupelek', 'utoaji', 'gaarsii', 'gaadh', 'rarid', 'raris'],
  ],
  ['returns', ['return', 'refund', 'kurudish', 'rudish', 'marejesho', 'kurejesh', 'rejesh', 'celin', 'celis', 'soo celi', 'lacag celin']],
  ['payment', ['pay', 'card', 'm-pesa', 'mpesa', 'malipo', 'kulip', 'lipa', 'kadi', 'lacag bixin', 'bixin', 'kaar']],
];

/** Lowercase, accents dropped, so 'Ship', 'SHIP' and 'shíp' read the same. */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function mentions(text: string, keyword: string): boolean {
  // A keyword must start a word: 'pay' matches 'payment' but not 'repay'.
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}`, 'u').test(text);
}

export function topicOf(message: string): Topic {
  const text = normalize(message);
  for (const [topic, keywords] of KEYWORDS) {
    if (keywords.some((keyword) => mentions(text, keyword))) return topic;
  }
  return 'unknown';
}
