module.exports = { displayName: 'mfe-account', ...require('../jest.shared.cjs')('jsdom') };
