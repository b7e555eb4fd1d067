module.exports = {
  displayName: 'mfe-seller',
  ...require('../jest.shared.cjs')('jsdom', { setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'] }),
};
