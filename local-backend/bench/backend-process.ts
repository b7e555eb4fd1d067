import { spawn } from 'node:child_process';
import path from 'node:path';

export interface BackendProcess {
  url: string;
  anonKey: string;
  stop(): Promise<void>;
}

/**
 * The backend (src/main.ts) in a process of its own on a free port, so that a bench's clients do
 * not share its CPU time: its data in dataDir, `env` added to the environment. Each line it
 * prints after its banner (with BACKEND_LOG on, a JSON line per request) goes to onLine.
 */
export async function startBackendProcess(
  dataDir: string,
  env: Record<string, string>,
  onLine: (line: string) => void = () => undefined,
): Promise<BackendProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'src', 'main.ts')], {
    env: { ...process.env, PORT: '0', BACKEND_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let banner = '';
  let partial = '';
  let ready = false;
  const started = new Promise<{ url: string; anonKey: string }>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (ready) onLine(line);
        else banner += line + '\n';
      }
      const url = /listening on (http:\/\/\S+)/.exec(banner)?.[1];
      const anonKey = /anon key:\s+(\S+)/.exec(banner)?.[1];
      if (!ready && url && anonKey) {
        ready = true;
        resolve({ url, anonKey });
      }
    });
    child.on('exit', (code) => reject(new Error(`backend exited (${code}) before it was ready:\n${banner}`)));
  });
  const { url, anonKey } = await started;
  return {
    url,
    anonKey,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
