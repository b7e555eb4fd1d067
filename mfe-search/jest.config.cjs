module.exports = { displayName: 'mfe-search', ...require('../jest.shared.cjs')('jsdom') };
