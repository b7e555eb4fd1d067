/**
 * React Router 7 ships its library as one bundled module whose top level assigns `displayName` to
 * its contexts and components and creates them with unannotated React calls: to a bundler those
 * are side effects, so a trimmed copy keeps every component they reach (forms, fetchers, the data
 * router's rendering). Dropping the assignments (DevTools names only) and marking React's
 * createContext/memo/forwardRef calls pure lets tree-shaking see what the apps do not use.
 * @param {string} source
 * @returns {string}
 */
function markRouterPure(source) {
  return source
    .replace(/^([A-Za-z0-9_$]+)\.displayName = ("[^"\n]*"|`[^`\n]*`);$/gm, '')
    .replace(/= (React[0-9]*\.(?:createContext|memo|forwardRef)\()/g, '= /* @__PURE__ */ $1');
}

module.exports = { markRouterPure };
