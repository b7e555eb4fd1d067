// The e2e folder's checks that need no browser (Playwright runs tests/, Jest runs support/).
module.exports = {
  displayName: 'e2e',
  ...require('../jest.shared.cjs')('node', { testMatch: ['<rootDir>/support/**/*.test.ts'] }),
};
