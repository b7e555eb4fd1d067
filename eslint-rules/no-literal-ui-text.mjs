// @ts-check
// Every user-facing string goes through t() in the app's namespace: words written straight into
// JSX (text, or alt/aria-label/title/placeholder/label values) would show in English whatever the
// language. Symbols, numbers and brand names are not words to translate.
const ATTRIBUTES = new Set(['alt', 'aria-label', 'aria-description', 'title', 'placeholder', 'label']);
const SAME_IN_EVERY_LANGUAGE = ['District Market', 'M-Pesa', 'WhatsApp', 'Visa', 'Mastercard', 'KSh', 'KES', 'CVC', 'MM/YY'];

/** @param {string} text */
function hasWords(text) {
  let rest = text;
  for (const term of SAME_IN_EVERY_LANGUAGE) rest = rest.split(term).join(' ');
  return /\p{L}{2,}/u.test(rest);
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'UI text in JSX must come from t(), not be written in English in the component' },
    schema: [],
    messages: { literal: 'Literal UI text "{{text}}": use t() with a key of the app\'s namespace (en, so, sw).' },
  },
  create(context) {
    /** @param {import('estree').Node} node @param {string} text */
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      /** @param {any} node */
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      /** @param {any} node */
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!ATTRIBUTES.has(name) || !node.value) return;
        const value =
          node.value.type === 'Literal'
            ? node.value.value
            : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'Literal'
              ? node.value.expression.value
              : null;
        if (typeof value === 'string' && hasWords(value)) report(node, value);
      },
    };
  },
};
