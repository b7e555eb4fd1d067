// The search's fragment server: its search page rendered on the server, for the shell's server to
// compose (contracts' server/fragment.tsx). Its own process; the static files stay with the web
// server in front of it, which passes it /_fragment.
import { serveFragments } from '@marketplace/contracts/server-render';
import { REMOTE_NAME } from '../lib/remote-name';
import { PAGES } from '../pages';
import { EXPOSED_PAGES } from '../exposes/pages';

void serveFragments(REMOTE_NAME, { pages: PAGES, exposed: EXPOSED_PAGES }, __dirname);
