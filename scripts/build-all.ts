// Production build of every app, two at a time (the machine has two cores).
import { spawn } from 'node:child_process';
import { APPS, type AppInfo } from './lib/apps';

function build(app: AppInfo): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['rsbuild', 'build'], { cwd: app.dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${app.folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`${app.folder}: rsbuild build exited ${code}`));
      }
    });
  });
}

async function main() {
  const queue = [...APPS];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await build(app);
  };
  await Promise.all([worker(), worker()]);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
