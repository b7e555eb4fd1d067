module.exports = { displayName: 'deploy', ...require('../jest.shared.cjs')('node') };
