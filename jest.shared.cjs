// One Jest setup for every workspace: Babel compiles TypeScript and JSX to CommonJS for Node.
// (Babel rather than a native compiler: every package here must install from a registry that
// carries this platform's binaries only, and `npm ci` needs the lock file to be complete.)
const babel = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    ['@babel/preset-typescript', { allowDeclareFields: true }],
  ],
  babelrc: false,
  configFile: false,
};

/** @param {'node' | 'jsdom'} environment */
module.exports = (environment, extra = {}) => ({
  testEnvironment: environment,
  transform: { '^.+\\.(t|j)sx?$': ['babel-jest', babel] },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  ...extra,
  setupFilesAfterEnv: [require.resolve('./jest.test-setup.cjs'), ...(extra.setupFilesAfterEnv ?? [])],
});
