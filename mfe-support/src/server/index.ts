// The support team's fragment server: its information pages rendered on the server, for the
// shell's server to compose (contracts' server/fragment.tsx). Its own process beside the static
// files, which the web server in front of it serves; it is passed only /_fragment.
import { serveFragments } from '@marketplace/contracts/server-render';
import { REMOTE_NAME } from '../lib/remote-name';
import { PAGES } from '../pages';
import { EXPOSED_PAGES } from '../exposes/pages';

void serveFragments(REMOTE_NAME, { pages: PAGES, exposed: EXPOSED_PAGES }, __dirname);
