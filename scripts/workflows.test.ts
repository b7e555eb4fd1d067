import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { load } from 'js-yaml';
import { REMOTES, SHELL } from '@marketplace/build';

/**
 * Teams ship alone (issue 14): every app has its own GitHub Actions workflow that runs when its
 * folder or the contracts change, installs, lints, tests and builds that app alone, and pushes
 * that app's image built from its Dockerfile. Parsed here against the contracts' apps list.
 */
const ROOT = resolve(__dirname, '..');
const WORKFLOWS = resolve(ROOT, '.github', 'workflows');
const WEB_APPS = [SHELL.folder, ...Object.values(REMOTES).map((r) => r.folder)];
const APPS = [...WEB_APPS, 'local-backend'];

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  steps: Step[];
}
interface Workflow {
  name: string;
  on: Record<'push' | 'pull_request', { branches?: string[]; paths?: string[] }>;
  jobs: Record<string, Job>;
}

function workflow(app: string): Workflow {
  return load(readFileSync(resolve(WORKFLOWS, `${app}.yml`), 'utf8')) as Workflow;
}

const steps = (wf: Workflow) => Object.values(wf.jobs).flatMap((job) => job.steps);
const runs = (wf: Workflow) => steps(wf).flatMap((s) => (s.run ? s.run.split('\n').map((l) => l.trim()).filter(Boolean) : []));
const scriptsOf = (app: string) =>
  (JSON.parse(readFileSync(resolve(ROOT, app, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};

it('there is one workflow per app and none for anything else', () => {
  const files = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));
  expect(files.sort()).toEqual(APPS.map((app) => `${app}.yml`).sort());
});

describe.each(APPS)('%s', (app) => {
  const wf = workflow(app);
  const backend = app === 'local-backend';

  it('is named after the app', () => {
    expect(wf.name).toBe(app);
  });

  it.each(['push', 'pull_request'] as const)('runs on %s only for its folder, the contracts and the shared tooling', (event) => {
    const paths = wf.on[event].paths ?? [];
    expect(paths).toEqual(expect.arrayContaining([`${app}/**`, 'shared-contracts/**', 'package-lock.json', `.github/workflows/${app}.yml`]));
    if (backend) expect(paths).toContain('supabase/**');
    // No other app's folder starts it: a change in one remote never rebuilds another.
    for (const other of APPS.filter((a) => a !== app)) expect(paths.filter((p) => p.startsWith(`${other}/`))).toEqual([]);
  });

  it('pushes images from main only', () => {
    expect(wf.on.push.branches).toEqual(['main']);
  });

  it('installs from the lock file, then lints, unit-tests and builds this workspace alone', () => {
    const commands = runs(wf);
    expect(commands).toEqual(expect.arrayContaining([expect.stringMatching(/^npm ci\b/), `npm run lint -w ${app}`, `npm run test:unit -w ${app}`]));
    if (!backend) expect(commands).toContain(`npm run build -w ${app}`);
    const workspaces = commands.flatMap((c) => [...c.matchAll(/(?:-w|--workspace)[ =](\S+)/g)].map((m) => m[1]));
    expect(new Set(workspaces)).toEqual(new Set([app]));
  });

  it('calls scripts that the workspace has', () => {
    const scripts = scriptsOf(app);
    for (const command of runs(wf)) {
      const script = /^npm run (\S+) -w /.exec(command)?.[1];
      if (script) expect({ command, defined: script in scripts }).toEqual({ command, defined: true });
    }
    expect(scripts.test).toMatch(/lint/);
    expect(scripts['test:unit']).toMatch(/\bjest\b/);
    expect(scripts.lint).toMatch(/\beslint \./);
  });

  it("builds and pushes this app's image from its Dockerfile, after the tests, with the registry secrets", () => {
    const push = Object.entries(wf.jobs).filter(([, job]) => job.steps.some((s) => s.uses?.startsWith('docker/build-push-action@')));
    expect(push).toHaveLength(1);
    const job = push[0]![1];
    const step = job.steps.find((s) => s.uses?.startsWith('docker/build-push-action@'))!;
    expect(step.with).toMatchObject({ context: '.', file: `${app}/Dockerfile`, push: true });
    expect(existsSync(resolve(ROOT, String(step.with?.file)))).toBe(true);
    expect(String(step.with?.tags)).toContain('${{ env.IMAGE }}');
    expect(JSON.stringify(job)).toContain(`marketplace-${app}`);
    const testJob = Object.keys(wf.jobs).find((name) => wf.jobs[name] !== job)!;
    expect([job.needs].flat()).toContain(testJob);
    expect(job.if).toContain("github.ref == 'refs/heads/main'");
    const login = job.steps.find((s) => s.uses?.startsWith('docker/login-action@'));
    expect(login?.with).toMatchObject({
      username: '${{ secrets.REGISTRY_USERNAME }}',
      password: '${{ secrets.REGISTRY_PASSWORD }}',
    });
  });
});
