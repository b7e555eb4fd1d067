// Hosts PGlite in a worker thread. Two reasons: PGlite calls import() while it
// starts, which Jest's module sandbox cannot serve (the worker is plain Node),
// and the database's work then runs beside the HTTP thread instead of on it.
// Protocol: { id, op: 'query' | 'exec' | 'listen' | 'unlisten' | 'close', text, params }
//   -> { id, rows, affected } | { id, error }; a NOTIFY on a listened channel -> { notification: { channel, payload } }.
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

async function main() {
  const db = await PGlite.create(workerData.dataDir || undefined);
  const forward = (channel) => (payload) => parentPort.postMessage({ notification: { channel, payload } });
  parentPort.on('message', async ({ id, op, text, params }) => {
    try {
      if (op === 'query') {
        const result = await db.query(text, params);
        parentPort.postMessage({ id, rows: result.rows, affected: result.affectedRows ?? 0 });
      } else if (op === 'exec') {
        await db.exec(text);
        parentPort.postMessage({ id, rows: [], affected: 0 });
      } else if (op === 'listen') {
        await db.listen(text, forward(text));
        parentPort.postMessage({ id, rows: [], affected: 0 });
      } else if (op === 'unlisten') {
        await db.unlisten(text);
        parentPort.postMessage({ id, rows: [], affected: 0 });
      } else if (op === 'close') {
        await db.close();
        parentPort.postMessage({ id, rows: [], affected: 0 });
      }
    } catch (error) {
      const { message, code, detail, hint } = error;
      parentPort.postMessage({ id, error: { message: String(message), code, detail, hint } });
    }
  });
  parentPort.postMessage({ ready: true });
}

main().catch((error) => parentPort.postMessage({ fatal: String((error && error.stack) || error) }));
