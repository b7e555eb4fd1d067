// Root Jest entry: every workspace's unit and component tests, each with its own config.
module.exports = {
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shell',
    '<rootDir>/mfe-catalog',
    '<rootDir>/mfe-search',
    '<rootDir>/mfe-cart-checkout',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-support',
    '<rootDir>/local-backend',
    '<rootDir>/deploy',
    '<rootDir>/scripts',
    '<rootDir>/e2e',
  ],
};
