import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { load } from 'js-yaml';
import { REMOTES, SHELL } from '@marketplace/tooling';

/**
 * Teams ship alone (issue 14): every app has its own GitHub Actions workflow that runs when its
 * folder or the contracts change and calls the shared pipeline (app.yml), which installs, lints,
 * tests and builds that app alone, and pushes that app's image: the shell and the backend from their
 * own Dockerfile, each remote from the remotes' shared one (deploy/remote.Dockerfile) told its folder
 * and port. Parsed here against the apps list.
 */
const ROOT = resolve(__dirname, '..');
const WORKFLOWS = resolve(ROOT, '.github', 'workflows');
const WEB_APPS = [SHELL.folder, ...Object.values(REMOTES).map((r) => r.folder)];
const APPS = [...WEB_APPS, 'local-backend'];
const REMOTE_DOCKERFILE = 'deploy/remote.Dockerfile';
const PORTS: Record<string, number> = Object.fromEntries(Object.values(REMOTES).map((r) => [r.folder, r.port]));

interface Step {
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  steps?: Step[];
  uses?: string;
  with?: Record<string, unknown>;
  secrets?: unknown;
}
interface Workflow {
  name: string;
  on: Record<'push' | 'pull_request', { branches?: string[]; paths?: string[] }> & {
    workflow_call?: { inputs: Record<string, { required?: boolean; default?: unknown }> };
  };
  jobs: Record<string, Job>;
}

const SHARED = 'app.yml';

function workflow(file: string): Workflow {
  return load(readFileSync(resolve(WORKFLOWS, file), 'utf8')) as Workflow;
}

/** The jobs the shared pipeline runs for `app`, its inputs put in as GitHub would. */
function pipelineFor(app: string): { jobs: Record<string, Job>; build: boolean } {
  const caller = Object.values(workflow(`${app}.yml`).jobs);
  expect(caller).toHaveLength(1);
  const job = caller[0]!;
  expect(job.uses).toBe(`./.github/workflows/${SHARED}`);
  expect(job.secrets).toBe('inherit');
  const shared = workflow(SHARED);
  const declared = shared.on.workflow_call?.inputs ?? {};
  // An input the pipeline does not declare would be refused by GitHub; a required one must be given.
  expect(Object.keys(job.with ?? {}).filter((name) => !(name in declared))).toEqual([]);
  const inputs: Record<string, unknown> = {};
  for (const [name, input] of Object.entries(declared)) {
    if (input.required) expect({ name, given: job.with?.[name] !== undefined }).toEqual({ name, given: true });
    inputs[name] = job.with?.[name] ?? input.default;
  }
  expect(inputs.app).toBe(app);
  // `${{ inputs.x }}` put in: a value that is only the expression becomes the input itself.
  const put = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const whole = /^\$\{\{ inputs\.([\w-]+) \}\}$/.exec(value);
      if (whole) return inputs[whole[1]!];
      return value.replace(/\$\{\{ inputs\.([\w-]+) \}\}/g, (_all, name: string) => String(inputs[name]));
    }
    if (Array.isArray(value)) return value.map(put);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, put(v)]));
    return value;
  };
  return { jobs: put(shared.jobs) as Record<string, Job>, build: inputs.build === true };
}

const steps = (jobs: Record<string, Job>) => Object.values(jobs).flatMap((job) => job.steps ?? []);
const runs = (jobs: Record<string, Job>, build: boolean) =>
  steps(jobs)
    .filter((s) => build || s.if !== 'inputs.build')
    .flatMap((s) =>
      s.run
        ? s.run
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean)
        : [],
    );
const scriptsOf = (app: string) =>
  (JSON.parse(readFileSync(resolve(ROOT, app, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};

it('there is one workflow per app, the shared pipeline they call, and nothing else', () => {
  const files = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));
  expect(files.sort()).toEqual([...APPS.map((app) => `${app}.yml`), SHARED].sort());
  expect(Object.keys(workflow(SHARED).on)).toEqual(['workflow_call']);
});

describe.each(APPS)('%s', (app) => {
  const wf = workflow(`${app}.yml`);
  const backend = app === 'local-backend';

  it('is named after the app', () => {
    expect(wf.name).toBe(app);
  });

  it.each(['push', 'pull_request'] as const)('runs on %s only for its folder, the contracts and the shared tooling', (event) => {
    const paths = wf.on[event].paths ?? [];
    expect(paths).toEqual(
      expect.arrayContaining([
        `${app}/**`,
        'shared-contracts/**',
        'package-lock.json',
        `.github/workflows/${app}.yml`,
        `.github/workflows/${SHARED}`,
      ]),
    );
    if (backend) expect(paths).toContain('supabase/**');
    // No other app's folder starts it: a change in one remote never rebuilds another.
    for (const other of APPS.filter((a) => a !== app)) expect(paths.filter((p) => p.startsWith(`${other}/`))).toEqual([]);
  });

  it('pushes images from main only', () => {
    expect(wf.on.push.branches).toEqual(['main']);
  });

  it('installs from the lock file, then lints, unit-tests and builds this workspace alone', () => {
    const { jobs, build } = pipelineFor(app);
    expect(build).toBe(!backend);
    const commands = runs(jobs, build);
    expect(commands).toEqual(
      expect.arrayContaining([expect.stringMatching(/^npm ci\b/), `npm run lint -w ${app}`, `npm run test:unit -w ${app}`]),
    );
    if (!backend) expect(commands).toContain(`npm run build -w ${app}`);
    else expect(commands).not.toContain(`npm run build -w ${app}`);
    const workspaces = commands.flatMap((c) => [...c.matchAll(/(?:-w|--workspace)[ =](\S+)/g)].map((m) => m[1]));
    expect(new Set(workspaces)).toEqual(new Set([app]));
  });

  it('calls scripts that the workspace has', () => {
    const scripts = scriptsOf(app);
    const { jobs, build } = pipelineFor(app);
    for (const command of runs(jobs, build)) {
      const script = /^npm run (\S+) -w /.exec(command)?.[1];
      if (script) expect({ command, defined: script in scripts }).toEqual({ command, defined: true });
    }
    expect(scripts.test).toMatch(/lint/);
    expect(scripts['test:unit']).toMatch(/\bjest\b/);
    expect(scripts.lint).toMatch(/\beslint \./);
  });

  const remote = app in PORTS;

  it(`builds and pushes this app's image from ${remote ? "the remotes' Dockerfile with its APP and PORT" : 'its own Dockerfile'}, after the tests, with the registry secrets`, () => {
    const { jobs } = pipelineFor(app);
    const push = Object.entries(jobs).filter(([, job]) => (job.steps ?? []).some((s) => s.uses?.startsWith('docker/build-push-action@')));
    expect(push).toHaveLength(1);
    const job = push[0]![1];
    const step = job.steps!.find((s) => s.uses?.startsWith('docker/build-push-action@'))!;
    const file = remote ? REMOTE_DOCKERFILE : `${app}/Dockerfile`;
    expect(step.with).toMatchObject({ context: '.', file, push: true });
    expect(existsSync(resolve(ROOT, file))).toBe(true);
    // NAME=value a line, as docker/build-push-action reads them.
    const args = Object.fromEntries(
      String(step.with?.['build-args'] ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    expect(args).toEqual(remote ? { APP: app, PORT: String(PORTS[app]) } : {});
    // A change to the Dockerfile starts the workflow, as a change to the app's folder does.
    const paths = wf.on.push.paths ?? [];
    expect(paths.some((p) => p === file || (p.endsWith('/**') && file.startsWith(p.slice(0, -2))))).toBe(true);
    expect(String(step.with?.tags)).toContain('${{ env.IMAGE }}');
    expect(JSON.stringify(job)).toContain(`marketplace-${app}`);
    const testJob = Object.keys(jobs).find((name) => jobs[name] !== job)!;
    expect([job.needs].flat()).toContain(testJob);
    expect(job.if).toContain("github.ref == 'refs/heads/main'");
    const login = job.steps!.find((s) => s.uses?.startsWith('docker/login-action@'));
    expect(login?.with).toMatchObject({
      username: '${{ secrets.REGISTRY_USERNAME }}',
      password: '${{ secrets.REGISTRY_PASSWORD }}',
    });
  });
});
