// Root Jest entry: every workspace's unit and component tests, each with its own config.
const { existsSync } = require('node:fs');
const { join } = require('node:path');

module.exports = {
  // A worker per core: Jest's default (one core fewer) runs the suites one at a time on a 2-core
  // machine such as CI's, where both take them in 2 min instead of 3.5 (the suites are CPU-bound;
  // the coordinating process is mostly idle).
  maxWorkers: '100%',
  // Every workspace with tests, and the two test-only folders: a new app is a workspace, nothing more.
  projects: [...require('./package.json').workspaces, 'deploy', 'scripts']
    .filter((folder) => existsSync(join(__dirname, folder, 'jest.config.cjs')))
    .map((folder) => `<rootDir>/${folder}`),
};
