/** Case- and accent-insensitive form of a text, for matching what a shopper types. */
function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/** Whether a question or its answer contains the search text (ignoring case and accents); blank matches all. */
export function matchesFaq(search: string, question: string, answer: string): boolean {
  const needle = foldText(search.trim());
  if (needle === '') return true;
  return foldText(question).includes(needle) || foldText(answer).includes(needle);
}
