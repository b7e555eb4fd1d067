// Rspack loader for React Router 7's bundled modules (router-pure.ts says why and where).
const { markRouterPure } = require('./router-pure-transform.cjs');

module.exports = function routerPureLoader(source) {
  return markRouterPure(source);
};
