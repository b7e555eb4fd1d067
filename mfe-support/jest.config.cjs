module.exports = { displayName: 'mfe-support', ...require('../jest.shared.cjs')('jsdom') };
