module.exports = { displayName: 'mfe-catalog', ...require('../jest.shared.cjs')('jsdom') };
