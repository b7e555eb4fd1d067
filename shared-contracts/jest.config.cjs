module.exports = { displayName: 'contracts', ...require('../jest.shared.cjs')('jsdom') };
