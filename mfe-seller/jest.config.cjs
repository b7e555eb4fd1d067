module.exports = {
  displayName: 'mfe-seller',
  ...require('../jest.shared.cjs')('jsdom'),
};
