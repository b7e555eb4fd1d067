// One Jest setup for every workspace: SWC compiles TypeScript and JSX to CommonJS.
/** @param {'node' | 'jsdom'} environment */
module.exports = (environment, extra = {}) => ({
  testEnvironment: environment,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  ...extra,
});
