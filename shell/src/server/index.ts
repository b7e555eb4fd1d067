// Starts the shell's page server (./page-server.ts) behind the web server in front of it (nginx in
// the image, \`npm start\`'s file server), which passes it every request that is not a file.
// TEMPLATE_FILE: the page as built; CONFIG_FILE: the deployment's /env.json; SERVER_REMOTES:
// where this server reaches the remotes' manifests when that is not the browser's address
// (./server-remotes.ts); PORT and HOST: where it listens (127.0.0.1:3500); FRAGMENT_BUDGET_MS:
// how long a region's server may take (fragments.ts's FRAGMENT_BUDGET_MS unless set); SITE_URL: the
// site's public origin, for the canonical and preview addresses of a page's head
// (http://localhost:3000, `npm start`'s, unless set); SUPABASE_SERVER_URL: where this server reaches
// the backend of /env.json for the sitemap, when that is not the browser's address.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRuntimeConfig } from '@marketplace/contracts';
import { fetchReaching } from '@marketplace/contracts/backend-address';
import { parseTemplate } from './compose';
import { createPageServer } from './page-server';
import { serverRemotes } from './server-remotes';

const dist = process.env.WEB_DIST ?? join(__dirname, '..', 'dist');
const template = parseTemplate(readFileSync(process.env.TEMPLATE_FILE ?? join(dist, 'index.html'), 'utf8'));
const parsed = parseRuntimeConfig(readFileSync(process.env.CONFIG_FILE ?? join(dist, 'env.json'), 'utf8'));
if (!parsed.ok) throw new Error(`the runtime config is unusable: ${parsed.problem}`);
const port = Number(process.env.PORT ?? 3500);
const budgetMs = Number(process.env.FRAGMENT_BUDGET_MS) || undefined;
const remotes = serverRemotes(parsed.config, process.env.SERVER_REMOTES);
const site = new URL(process.env.SITE_URL ?? 'http://localhost:3000').origin;
const backend = parsed.config.supabase;
const backendFetch =
  backend && process.env.SUPABASE_SERVER_URL ? fetchReaching(backend.url, process.env.SUPABASE_SERVER_URL, fetch) : fetch;
createPageServer({ template, config: parsed.config, remotes, budgetMs, site, backendFetch }).listen(
  port,
  process.env.HOST ?? '127.0.0.1',
  () => console.log(`[shell server] pages on http://127.0.0.1:${port}`),
);
