module.exports = { displayName: 'build', ...require('../jest.shared.cjs')('node') };
