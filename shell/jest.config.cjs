module.exports = {
  displayName: 'shell',
  ...require('../jest.shared.cjs')('jsdom', {
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    // Jest runs CommonJS: a federation package's ES module file is read from its CommonJS twin
    // (the build goes the other way, esm-runtime.ts).
    moduleNameMapper: { '^(@module-federation/[^/]+/dist/.+)\\.js$': '$1.cjs' },
  }),
};
