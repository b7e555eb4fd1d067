module.exports = {
  displayName: 'mfe-catalog',
  ...require('../jest.shared.cjs')('jsdom', {
    // Rsbuild turns an imported .svg into its URL; under Jest a stub string stands in.
    moduleNameMapper: { '\\.svg$': '<rootDir>/test/file-stub.cjs' },
  }),
};
