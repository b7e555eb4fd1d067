import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { shellContentSecurityPolicy } from '@marketplace/tooling';
import type { RuntimeConfig } from '@marketplace/contracts';
import { startBackend, type Backend } from '../../local-backend/src/server';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { freePort } from './skew';

/**
 * A backend of one test's own, which it may stop and start again (the suite's backend is shared
 * and in memory): its data in a folder of its own and a fixed secret, so a restart keeps the rows,
 * the keys and the sessions signed before. The shell's production build is served against it from
 * a port of its own (its /env.json and Content Security Policy name this backend), with the
 * suite's remotes, as a deployment pointed at another backend would be.
 */
export interface OwnSite {
  /** The shell's address. */
  url: string;
  backend(): Backend;
  /** Stops the backend: its sockets close, its port stops answering. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; `port` runs it elsewhere (where no page looks). */
  start(port?: number): Promise<Backend>;
  close(): Promise<void>;
}

const SHELL_DIST = resolve(__dirname, '..', '..', 'shell', 'dist');

export async function siteOnOwnBackend(request: APIRequestContext): Promise<OwnSite> {
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-own-backend-'));
  const [port, shellPort] = [await freePort(), await freePort()];
  const shellOrigin = `http://localhost:${shellPort}`;
  const options = {
    dataDir,
    jwtSecret: 'e2e-own-backend-secret-0123456789abcdef',
    corsOrigins: [shellOrigin],
    log: false,
    siteUrl: shellOrigin,
  };
  let running: Backend | null = await startBackend({ ...options, port });
  const suite = (await (await request.get('/env.json')).json()) as RuntimeConfig;
  const config: RuntimeConfig = { ...suite, supabase: { url: `http://localhost:${port}`, anonKey: running.anonKey } };
  const shell = await serveStatic({
    root: SHELL_DIST,
    port: shellPort,
    spa: true,
    files: { 'env.json': JSON.stringify(config) },
    csp: (nonce) => shellContentSecurityPolicy(config, nonce),
  });
  const stop = async () => {
    await running?.close();
    running = null;
  };
  return {
    url: shellOrigin,
    backend: () => {
      if (!running) throw new Error('the backend is stopped');
      return running;
    },
    stop,
    async start(at = port) {
      running = await startBackend({ ...options, port: at });
      return running;
    },
    async close() {
      await stop();
      await shell.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
