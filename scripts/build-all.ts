// Production build of every app, as each app's own `npm run build` (which its Docker image runs)
// builds it, .br/.gz twins included (contracts' pluginPrecompress); prints each app's time, the
// twins it wrote and the total against issue 13's budget (BUILD_BUDGET_S, on two cores).
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { APPS, ROOT, type AppInfo } from './lib/apps';

const RSBUILD = join(ROOT, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js');
// Rspack already uses every core for one build; more than two at once only adds contention.
const PARALLEL = Number(process.env.BUILD_PARALLEL ?? 2);
const BUILD_BUDGET_S = 20;

/** Rspack now and then aborts on a loaded machine (SIGABRT, nothing printed): such a build is run once more. */
function build(app: AppInfo, attempt = 1): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    // The bin directly rather than through npx, whose own start-up every app's build would pay.
    const child = spawn(process.execPath, [RSBUILD, 'build'], { cwd: app.dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code, signal) => {
      if (signal && attempt === 1) {
        console.warn(`${app.folder}: rsbuild build was killed (${signal}); building it once more`);
        build(app, attempt + 1).then(resolve, reject);
        return;
      }
      if (code !== 0) {
        console.error(output);
        reject(new Error(`${app.folder}: rsbuild build exited ${code ?? signal}`));
        return;
      }
      twins(app.dist).then((files) => {
        console.log(`built ${app.folder} in ${((Date.now() - started) / 1000).toFixed(1)} s (${files} precompressed files)`);
        resolve();
      }, reject);
    });
  });
}

/** The .br and .gz files a build left. */
async function twins(dist: string): Promise<number> {
  return (await readdir(dist, { recursive: true })).filter((f) => /\.(br|gz)$/.test(f)).length;
}

async function main() {
  const started = Date.now();
  const queue = [...APPS];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await build(app);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const seconds = (Date.now() - started) / 1000;
  console.log(`full production build of ${APPS.length} apps: ${seconds.toFixed(1)} s (budget ${BUILD_BUDGET_S} s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
