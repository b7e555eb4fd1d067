module.exports = {
  displayName: 'local-backend',
  ...require('../jest.shared.cjs')('node', { setupFilesAfterEnv: ['<rootDir>/test/setup.ts'] }),
};
