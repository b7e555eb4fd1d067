// The catalog's fragment server: its deployment's pages rendered for the shell's server to compose
// (contracts' server/fragment.ts). Its own process; the static files stay with the web server in
// front of it (nginx in the image, `npm start`'s file server), which passes FRAGMENT_PATH here.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLanguage } from '@marketplace/contracts';
import { FRAGMENT_ADDRESS_MAX, FRAGMENT_PATH } from '@marketplace/contracts/fragment';
import { renderFragment, warmUp } from './render';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const port = Number(process.env.PORT ?? 3101);
const backend = { url: required('SUPABASE_URL'), anonKey: required('SUPABASE_ANON_KEY') };
// The release is the one its files are: the remote entry its manifest names, content-hashed.
const dist = process.env.WEB_DIST ?? join(__dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as { metaData: { remoteEntry: { name: string } } };
const release = manifest.metaData.remoteEntry.name;

const server = createServer((req, res) => {
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const url = new URL(req.url ?? '/', 'http://fragment');
  if (url.pathname !== FRAGMENT_PATH) return answer(404, { problem: `only ${FRAGMENT_PATH} is served here` });
  if (req.method !== 'GET') return answer(405, { problem: 'fragments are read with GET' });
  const address = url.searchParams.get('path') ?? '';
  const language = url.searchParams.get('lang');
  if (address.length > FRAGMENT_ADDRESS_MAX) return answer(414, { problem: 'the page address is too long' });
  if (!address.startsWith('/') || address.startsWith('//')) return answer(400, { problem: 'path must be a page address' });
  if (!isLanguage(language)) return answer(400, { problem: 'lang must be en, so or sw' });
  renderFragment({ address, language, backend, release }).then(
    (fragment) => (fragment ? answer(200, fragment) : answer(404, { problem: `no page of this remote renders ${address} on the server` })),
    (error: unknown) => {
      console.error(`[mfe-catalog server] ${address}:`, error);
      answer(500, { problem: 'the region could not be rendered' });
    },
  );
});

// Listens once warm: translations loaded and each page rendered once (an address no read can
// answer), so no shopper's first request pays for a cold start past the shell's budget.
void warmUp({ backend, release }).then(() =>
  server.listen(port, process.env.HOST ?? '127.0.0.1', () =>
    console.log(`[mfe-catalog server] fragments on http://127.0.0.1:${port}${FRAGMENT_PATH}`),
  ),
);
