module.exports = { displayName: 'local-backend', ...require('../jest.shared.cjs')('node') };
