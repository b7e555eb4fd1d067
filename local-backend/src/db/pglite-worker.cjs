// Hosts PGlite in a worker thread. Two reasons: PGlite calls import() while it
// starts, which Jest's module sandbox cannot serve (the worker is plain Node),
// and the database's work then runs beside the HTTP thread instead of on it.
// Protocol: { id, op: 'query' | 'exec' | 'listen' | 'unlisten' | 'close', text, params }
//   -> { id, rows, affected } | { id, error }; a NOTIFY on a listened channel -> { notification: { channel, payload } }.
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { readFile, rename, writeFile } = require('node:fs/promises');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { PGlite } = require('@electric-sql/pglite');
// The contrib extensions the migrations create (search: typo tolerance and accent folding). PGlite
// can only CREATE EXTENSION what was handed to it here; hosted Supabase and PostgreSQL ship them.
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
const { unaccent } = require('@electric-sql/pglite/contrib/unaccent');
const extensions = { pg_trgm, unaccent };
// Its package.json is not among its exports: read from beside its entry (dist/).
const { version } = JSON.parse(
  readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8'),
);

// An in-memory database starts from a copy of a fresh cluster, kept once per PGlite version:
// initdb is most of PGlite's start, and every test suite starts several databases.
const PRISTINE = path.join(tmpdir(), `marketplace-pglite-${version}-initdb.tar`);

async function inMemory() {
  const dump = await readFile(PRISTINE).catch(() => null);
  if (dump) {
    const db = await PGlite.create({ loadDataDir: new Blob([dump]), extensions }).catch(() => null);
    if (db) return db;
  }
  // None kept yet (or unreadable): initdb, then keep its copy for the next start.
  const db = await PGlite.create({ extensions });
  const fresh = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
  const partial = `${PRISTINE}.${process.pid}.${Date.now()}`;
  await writeFile(partial, fresh)
    .then(() => rename(partial, PRISTINE))
    .catch(() => undefined);
  return db;
}

async function main() {
  const db = workerData.dataDir ? await PGlite.create({ dataDir: workerData.dataDir, extensions }) : await inMemory();
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
