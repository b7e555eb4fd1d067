module.exports = { displayName: 'scripts', ...require('../jest.shared.cjs')('node') };
