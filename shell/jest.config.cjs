module.exports = { displayName: 'shell', ...require('../jest.shared.cjs')('jsdom') };
