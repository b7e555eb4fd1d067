// bcrypt is deliberately slow CPU work; done here, it runs beside the HTTP thread
// instead of stalling it. Protocol: { id, op: 'hash' | 'compare', password, cost | hash } -> { id, result } | { id, error }.
const { parentPort } = require('node:worker_threads');
const bcrypt = require('bcryptjs');

parentPort.on('message', ({ id, op, password, cost, hash }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
