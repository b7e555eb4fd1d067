module.exports = {
  displayName: 'shell',
  ...require('../jest.shared.cjs')('jsdom', { setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'] }),
};
