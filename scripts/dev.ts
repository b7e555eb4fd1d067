// `npm run dev`: every app's dev server with hot reload on its port (README.md), plus the backend.
// To work on ONE remote against the others' production builds, see the README instead.
import { runUntilStopped } from './lib/run';
import { spawn, type ChildProcess } from 'node:child_process';
import { localRuntimeConfig } from '@marketplace/tooling';
import { APPS } from './lib/apps';
import { DEMO_USER, startLocalBackend } from './lib/backend';

runUntilStopped(async () => {
  const backend = await startLocalBackend({ inMemory: false, quiet: true });
  const envJson = JSON.stringify(localRuntimeConfig('localhost', backend.supabase));
  const children: ChildProcess[] = APPS.map((app) => {
    const child = spawn('npx', ['rsbuild', 'dev'], {
      cwd: app.dir,
      env: { ...process.env, MARKETPLACE_ENV_JSON: envJson, FORCE_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[${app.folder}]`.padEnd(20);
    const relay = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim())
        .forEach((line) => console.log(`${prefix} ${line}`));
    child.stdout?.on('data', relay);
    child.stderr?.on('data', relay);
    return child;
  });
  console.log(`\nDev servers starting; open http://localhost:3000  (demo user ${DEMO_USER.email} / ${DEMO_USER.password})\n`);
  return async () => {
    children.forEach((c) => c.kill('SIGTERM'));
    await backend.close();
  };
});
