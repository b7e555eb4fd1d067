// Root Jest entry: every workspace's unit and component tests, each with its own config.
module.exports = {
  // A worker per core: Jest's default (one core fewer) runs the suites one at a time on a 2-core
  // machine such as CI's, where both take them in 2 min instead of 3.5 (the suites are CPU-bound;
  // the coordinating process is mostly idle).
  maxWorkers: '100%',
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/build',
    '<rootDir>/shell',
    '<rootDir>/mfe-catalog',
    '<rootDir>/mfe-search',
    '<rootDir>/mfe-cart-checkout',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-support',
    '<rootDir>/mfe-seller',
    '<rootDir>/local-backend',
    '<rootDir>/deploy',
    '<rootDir>/scripts',
    '<rootDir>/e2e',
  ],
};
