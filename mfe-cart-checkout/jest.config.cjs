module.exports = { displayName: 'mfe-cart-checkout', ...require('../jest.shared.cjs')('jsdom') };
