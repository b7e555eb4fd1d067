// deploy/docker-entrypoint-app-server.sh starts an image's own server beside nginx and starts it
// again when it exits. Run with `sh` against a stand-in server (a few lines of Node).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './nginx-harness';

const SCRIPT = resolve(__dirname, '..', 'docker-entrypoint-app-server.sh');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-app-server-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A server like the apps' (PORT and HOST from the environment) that exits when asked /exit. */
const STAND_IN = `require('node:http').createServer((req, res) => {
  res.end(String(process.pid));
  if (req.url === '/exit') setImmediate(() => process.exit(3));
}).listen(Number(process.env.PORT), process.env.HOST);`;

async function pidOn(port: number, deadline = Date.now() + 10_000): Promise<string> {
  for (;;) {
    try {
      return await (await fetch(`http://127.0.0.1:${port}/`)).text();
    } catch {
      if (Date.now() > deadline) throw new Error(`nothing answered on ${port}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

test('is a POSIX sh script the nginx image can run', () => {
  expect(statSync(SCRIPT).mode & 0o111).not.toBe(0);
  expect(spawnSync('sh', ['-n', SCRIPT]).status).toBe(0);
});

test('an image without a server: nothing to start, and the container starts', () => {
  const result = spawnSync('sh', [SCRIPT], {
    env: { PATH: process.env.PATH ?? '', APP_SERVER_SCRIPT: join(dir, 'none.cjs') },
    encoding: 'utf8',
  });
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/none in this image/);
});

test('starts the server on loopback, returns for nginx to start, and starts the server again when it exits', async () => {
  const server = join(dir, 'index.cjs');
  writeFileSync(server, STAND_IN);
  const port = await freePort();
  // Its own process group: the supervisor it leaves running is stopped with it below.
  const child = spawn('sh', [SCRIPT], {
    env: { PATH: process.env.PATH ?? '', APP_SERVER_SCRIPT: server, APP_SERVER_PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  try {
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(0);
    const first = await pidOn(port);
    await fetch(`http://127.0.0.1:${port}/exit`).then((res) => res.text());
    let second = first;
    for (const deadline = Date.now() + 10_000; second === first && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 200));
      second = await pidOn(port).catch(() => first);
    }
    expect(second).not.toBe(first);
    expect(stderr).toMatch(/exited with code 3; starting it again in 1s/);
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
  }
}, 30_000);
