// Each suite starts a server with its own database (a few seconds for PGlite), hence the longer timeout.
module.exports = { displayName: 'local-backend', ...require('../jest.shared.cjs')('node', { testTimeout: 30_000 }) };
