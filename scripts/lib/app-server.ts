import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_DIST } from '@marketplace/tooling';
import type { AppInfo } from './apps';

/** An app's own server (`dist-server/index.cjs` of its build), in a process of its own. */
export interface AppServer {
  url: string;
  close(): Promise<void>;
}

/** The app's built server, if its build has one. */
export function appServerScript(app: AppInfo): string | null {
  const script = join(app.dir, SERVER_DIST, 'index.cjs');
  return existsSync(script) ? script : null;
}

/** A server's port beside its app's: the web server in front passes requests to it there. */
export const serverPort = (appPort: number) => appPort + 500;

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts `script` with `env` and waits until it listens on `port` (15 s at most). Its output is
 * the developer's to see; a server that exits while starting fails the start with its code.
 */
export async function startAppServer(name: string, script: string, port: number, env: Record<string, string>): Promise<AppServer> {
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? 1));
  // A parent that fails or is stopped takes its servers with it: none is left holding a port.
  const orphaned = () => child.kill();
  process.once('exit', orphaned);
  const deadline = Date.now() + 15_000;
  while (!(await listening(port))) {
    if (exited !== null) throw new Error(`${name}'s server exited with code ${exited} while starting`);
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`${name}'s server did not listen on port ${port} within 15 s`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        process.off('exit', orphaned);
        if (exited !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
