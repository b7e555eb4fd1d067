module.exports = { displayName: 'tooling', ...require('../jest.shared.cjs')('node') };
