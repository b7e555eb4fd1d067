// Dockerfiles, nginx configs, docker-compose.yml, the build tooling's app table (README.md, ports)
// and the shell's runtime config must agree: a port or name changed in one place fails here. The
// remotes share one Dockerfile (deploy/remote.Dockerfile), read here as each remote's build
// arguments make it.
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BACKEND_PORT, REMOTES, localRuntimeConfig } from '@marketplace/tooling';
import { asList, asMap, asString, interpolate } from './compose-reader';
import { GENERATED_SNIPPET, remotesVariable } from '../../scripts/lib/nginx';
import { serverRemotes } from '../../shell/src/server/server-remotes';
import { serverBackend } from '../../shared-contracts/src/server/backend-address';
import {
  APPS,
  BACKEND_FOLDER,
  REMOTE_DOCKERFILE,
  ROOT,
  buildArgsOf,
  compose,
  dockerfile,
  dockerfileOf,
  read,
  workspaces,
  type Instruction,
} from './repo';

/** The packages every web app's build installs besides its own. */
const SHARED_WORKSPACES = ['shared-contracts', 'tooling', 'testing'];

const services = asMap(compose().services, 'services');

function service(name: string) {
  return asMap(services[name], `service ${name}`);
}

/** "127.0.0.1:3001:3001" or "3001:3001" → host and container port. */
function portMapping(spec: string): { host: number; container: number } {
  const m = /^(?:(?:\d{1,3}\.){3}\d{1,3}:)?(\d+):(\d+)(?:\/tcp)?$/.exec(spec);
  if (!m) throw new Error(`unreadable port mapping "${spec}"`);
  return { host: Number(m[1]), container: Number(m[2]) };
}

function env(name: string): Record<string, string> {
  const raw = asMap(service(name).environment, `${name}.environment`);
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, asString(v, `${name}.environment.${k}`)]));
}

/** The snippets a conf includes, and those they include in turn (the generated one has none). */
function snippetsOf(conf: string): string[] {
  return [...conf.matchAll(/^\s*include\s+snippets\/([\w.-]+);/gm)].flatMap(([, file]) => [
    file!,
    ...(file === GENERATED_SNIPPET ? [] : snippetsOf(read(`deploy/nginx/${file}`))),
  ]);
}

const runs = (steps: Instruction[]) => steps.filter((s) => s.op === 'RUN').map((s) => s.args);
const copies = (steps: Instruction[]) => steps.filter((s) => s.op === 'COPY').map((s) => s.args);

describe('every app of the contracts has its deployment files', () => {
  describe.each(APPS)('$folder (port $port)', (app) => {
    const file = dockerfileOf(app);
    // What the image's build does: its Dockerfile with this app's build arguments put in.
    const steps = existsSync(resolve(ROOT, file)) ? dockerfile(file, buildArgsOf(app)) : [];

    test(`has an nginx.conf in its own folder and its image's Dockerfile, ${app.isShell ? 'its own' : 'the shared one'}`, () => {
      expect(existsSync(resolve(ROOT, app.folder, 'nginx.conf'))).toBe(true);
      expect(existsSync(resolve(ROOT, file))).toBe(true);
      // A remote's own copy would be one that nothing builds, left to drift.
      if (!app.isShell) expect(existsSync(resolve(ROOT, app.folder, 'Dockerfile'))).toBe(false);
    });

    test(`compose builds it from ${file} with the repository root as context${app.isShell ? '' : ', its APP and its PORT'}`, () => {
      const build = asMap(service(app.folder).build, `${app.folder}.build`);
      expect(build).toEqual(app.isShell ? { context: '.', dockerfile: file } : { context: '.', dockerfile: file, args: buildArgsOf(app) });
    });

    test('compose maps host port = container port = the documented port', () => {
      const ports = asList(service(app.folder).ports, `${app.folder}.ports`).map(portMapping);
      expect(ports).toEqual([{ host: app.port, container: app.port }]);
    });

    test('nginx listens on that port and nothing else', () => {
      const listens = [...read(`${app.folder}/nginx.conf`).matchAll(/^\s*listen\s+([^;]+);/gm)].map((m) => m[1]);
      expect(listens).toEqual([String(app.port)]);
    });

    test('the Dockerfile builds this workspace, serves its dist with its nginx.conf and EXPOSEs the port', () => {
      expect(runs(steps)).toContain(`npm run build -w ${app.folder}`);
      expect(steps.filter((s) => s.op === 'EXPOSE').map((s) => s.args)).toEqual([String(app.port)]);
      const froms = steps.filter((s) => s.op === 'FROM').map((s) => s.args);
      expect(froms).toHaveLength(2);
      expect(froms[0]).toMatch(/^node:\d+-\S+ AS build$/);
      expect(froms[1]).toMatch(/^nginx:1\.2[7-9]-alpine$/);
      expect(copies(steps)).toEqual(
        expect.arrayContaining([
          `${app.folder}/nginx.conf /etc/nginx/conf.d/default.conf`,
          `--from=build /repo/${app.folder}/dist/ /usr/share/nginx/html/`,
          `${app.folder}/ ${app.folder}/`,
          'shared-contracts/ shared-contracts/',
          // Every app's rsbuild.config.ts reads @marketplace/tooling.
          'tooling/ tooling/',
        ]),
      );
    });

    test("the Dockerfile installs from the single lock file with the shared packages' manifests and its own, no other app's", () => {
      const ci = steps.findIndex((s) => s.op === 'RUN' && /^npm ci\b/.test(s.args));
      expect(ci).toBeGreaterThan(0);
      const manifests = copies(steps.slice(0, ci));
      expect(manifests).toContain('package.json package-lock.json ./');
      // A new app's manifest would be a line in every other app's image: npm ci does without it.
      const workspaceManifests = manifests.filter((c) => c !== 'package.json package-lock.json ./');
      expect(workspaceManifests.sort()).toEqual([...SHARED_WORKSPACES, app.folder].map((ws) => `${ws}/package.json ${ws}/`).sort());
      for (const ws of SHARED_WORKSPACES) expect(workspaces()).toContain(ws);
    });

    test('every snippet nginx.conf includes (and they include) exists in deploy/nginx/ and is copied by the Dockerfile', () => {
      const conf = read(`${app.folder}/nginx.conf`);
      // A remote's image adds the /_fragment location when its build has a server (with-fragments.awk).
      const includes = snippetsOf(app.isShell ? conf : `${conf}\ninclude snippets/fragments.conf;`);
      expect(includes).toContain('security-headers.conf');
      expect(includes).toContain('app-server.conf');
      if (!app.isShell) expect(includes).toContain('cors-headers.conf');
      if (app.isShell) expect(includes).toContain(GENERATED_SNIPPET);
      else expect(includes).toContain('remote-csp.conf');
      const copied = copies(steps).find((c) => c.endsWith(' /etc/nginx/snippets/')) ?? '';
      // The shell's policy is written at container start from its runtime config (entrypoint.test.ts).
      for (const file of includes.filter((f) => f !== GENERATED_SNIPPET)) {
        expect(existsSync(resolve(ROOT, 'deploy/nginx', file))).toBe(true);
        expect(copied.split(' ')).toContain(`deploy/nginx/${file}`);
      }
    });
  });

  test("the install steps differ between apps only by the app's own manifest", () => {
    const prefix = (app: (typeof APPS)[number]) => {
      const steps = dockerfile(dockerfileOf(app), buildArgsOf(app));
      const ci = steps.findIndex((s) => s.op === 'RUN' && /^npm ci\b/.test(s.args));
      // The remotes' Dockerfile declares the build arguments the shell's has no need of.
      return steps.slice(0, ci + 1).filter((s) => s.op !== 'ARG' && s.args !== `${app.folder}/package.json ${app.folder}/`);
    };
    const first = prefix(APPS[0]!);
    for (const app of APPS.slice(1)) expect(prefix(app)).toEqual(first);
  });

  test('the build context leaves out installs, builds and local data', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '**/.data', '.git']));
  });
});

describe('the remotes share one Dockerfile, told which remote by APP and PORT', () => {
  const remotes = APPS.filter((app) => !app.isShell);
  const raw = dockerfile(REMOTE_DOCKERFILE);

  test('it names no app: the remote and its port come from arguments without a default', () => {
    const text = raw.map((s) => s.args).join('\n');
    for (const app of APPS) expect(text).not.toContain(app.folder);
    const declared = raw.filter((s) => s.op === 'ARG').map((s) => s.args);
    // Declared in each stage that uses them, with no value to fall back on: a build that is not
    // told which remote fails (below) rather than building some other one.
    expect(declared.filter((a) => /^(APP|PORT)\b/.test(a)).sort()).toEqual(['APP', 'APP', 'PORT', 'PORT']);
  });

  /** The step that refuses a PORT the app's nginx.conf does not listen on, as a pattern and a file. */
  const portCheck = (steps: Instruction[]) => {
    const run = runs(steps).find((r) => r.startsWith('grep ')) ?? '';
    const m = /^grep -Eq "([^"]+)" "([^"]+)" \|\| \{ echo .* >&2; exit 1; \}$/.exec(run);
    if (!m) throw new Error(`no port check in ${REMOTE_DOCKERFILE}: "${run}"`);
    return { pattern: new RegExp(m[1]!, 'm'), file: m[2]!, at: steps.findIndex((s) => s.args === run) };
  };

  test.each(remotes)("$folder: the build stops, before building, unless PORT is the port $folder's nginx.conf listens on", (app) => {
    const steps = dockerfile(REMOTE_DOCKERFILE, buildArgsOf(app));
    const check = portCheck(steps);
    expect(check.file).toBe(`${app.folder}/nginx.conf`);
    expect(check.pattern.test(read(check.file))).toBe(true);
    expect(check.at).toBeGreaterThan(steps.findIndex((s) => s.op === 'COPY' && s.args === `${app.folder}/ ${app.folder}/`));
    expect(check.at).toBeLessThan(steps.findIndex((s) => s.op === 'RUN' && s.args === `npm run build -w ${app.folder}`));
    for (const port of [String(app.port + 1), String(app.port).slice(0, -1), '']) {
      expect(portCheck(dockerfile(REMOTE_DOCKERFILE, { ...buildArgsOf(app), PORT: port })).pattern.test(read(check.file))).toBe(false);
    }
    // Without APP it looks for /nginx.conf, which the build context does not hold.
    expect(portCheck(dockerfile(REMOTE_DOCKERFILE, { PORT: String(app.port) })).file).toBe('/nginx.conf');
  });
});

describe("the shell's compose environment is the documented runtime config", () => {
  const shellEnv = env('shell');
  const defaults = (value: string) => interpolate(value, {});

  test('lists in REMOTES every remote as localRuntimeConfig() does, in its order, and no variable of the old format', () => {
    const listed = defaults(shellEnv.REMOTES ?? '')
      .split(/\s+/)
      .filter(Boolean);
    expect(listed).toEqual(remotesVariable(localRuntimeConfig('localhost').remotes).split(' '));
    expect(Object.keys(shellEnv).filter((k) => k.endsWith('_MANIFEST_URL'))).toEqual([]);
  });

  test('SERVER_REMOTES lists the same remotes as the page server reaches them in the network, by service name', () => {
    const local = localRuntimeConfig('localhost');
    const byService = local.remotes.map(({ name }) => {
      const { folder, port } = REMOTES[name as keyof typeof REMOTES];
      return { name, manifest: `http://${folder}:${port}/mf-manifest.json` };
    });
    expect(serverRemotes(local, defaults(shellEnv.SERVER_REMOTES ?? ''))).toEqual(byService);
    // Set empty (remotes reachable at their public addresses), the page server reads REMOTES.
    expect(serverRemotes(local, interpolate(shellEnv.SERVER_REMOTES ?? '', { SERVER_REMOTES: '' }))).toEqual(local.remotes);
  });

  test.each(APPS.filter((app) => !app.isShell))(
    "$folder's fragment server renders with the shell's public backend and reads from the backend's service",
    (app) => {
      const remoteEnv = env(app.folder);
      const { backend, reachedAt } = serverBackend(Object.fromEntries(Object.entries(remoteEnv).map(([k, v]) => [k, defaults(v)])));
      expect(backend).toEqual({ url: defaults(shellEnv.SUPABASE_URL ?? ''), anonKey: defaults(shellEnv.SUPABASE_ANON_KEY ?? '') });
      expect(reachedAt).toBe(`http://${BACKEND_FOLDER}:${BACKEND_PORT}`);
      // With a hosted backend SUPABASE_SERVER_URL is set empty: the server reads where the browser does.
      expect(serverBackend({ ...remoteEnv, SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVER_URL: '' }).reachedAt).toBeNull();
    },
  );

  test('points at the local backend and keeps overrides off unless asked', () => {
    expect(defaults(shellEnv.SUPABASE_URL ?? '')).toBe(`http://localhost:${BACKEND_PORT}`);
    expect(defaults(shellEnv.ALLOW_OVERRIDES ?? '')).toBe('false');
    expect(interpolate(shellEnv.ALLOW_OVERRIDES ?? '', { ALLOW_OVERRIDES: 'true' })).toBe('true');
    expect(interpolate(shellEnv.SUPABASE_ANON_KEY ?? '', { SUPABASE_ANON_KEY: 'my-key-0123456789' })).toBe('my-key-0123456789');
  });

  test('the default anon key is a valid anon token for the default JWT_SECRET of the backend', () => {
    const key = defaults(shellEnv.SUPABASE_ANON_KEY ?? '');
    const secret = defaults(env(BACKEND_FOLDER).JWT_SECRET ?? '');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const [header, payload, signature] = key.split('.');
    expect(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')).toBe(signature);
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { role: string; exp?: number };
    expect(claims.role).toBe('anon');
    expect(claims.exp === undefined || claims.exp * 1000 > Date.now()).toBe(true);
  });
});

describe('the backend service', () => {
  const steps = dockerfile(`${BACKEND_FOLDER}/Dockerfile`);
  const envLine = steps
    .filter((s) => s.op === 'ENV')
    .map((s) => s.args)
    .join(' ');

  test(`is published on ${BACKEND_PORT} = container port, built from its Dockerfile`, () => {
    const backend = service(BACKEND_FOLDER);
    expect(asMap(backend.build, 'build')).toEqual({ context: '.', dockerfile: `${BACKEND_FOLDER}/Dockerfile` });
    expect(asList(backend.ports, 'ports').map(portMapping)).toEqual([{ host: BACKEND_PORT, container: BACKEND_PORT }]);
    expect(steps.filter((s) => s.op === 'EXPOSE').map((s) => s.args)).toEqual([String(BACKEND_PORT)]);
    expect(envLine).toContain(`PORT=${BACKEND_PORT}`);
    // The server binds loopback by default: inside a container it must listen on all interfaces.
    expect(envLine).toContain('HOST=0.0.0.0');
  });

  test('keeps its data folder in a named volume', () => {
    const backend = service(BACKEND_FOLDER);
    const dataDir = /BACKEND_DATA_DIR=(\S+)/.exec(envLine)?.[1];
    expect(dataDir).toBeDefined();
    expect(steps.filter((s) => s.op === 'VOLUME').map((s) => s.args)).toEqual([dataDir]);
    const [volume] = asList(backend.volumes, 'volumes');
    const [name, target] = (volume ?? '').split(':');
    expect(target).toBe(dataDir);
    expect(Object.keys(asMap(compose().volumes, 'volumes'))).toContain(name);
  });

  test('runs the backend sources with tsx and ships the migrations it applies', () => {
    expect(steps.find((s) => s.op === 'CMD')?.args).toBe('["node", "--import", "tsx", "src/main.ts"]');
    expect(copies(steps)).toEqual(expect.arrayContaining(['supabase/ supabase/', `${BACKEND_FOLDER}/ ${BACKEND_FOLDER}/`]));
    expect(steps.some((s) => s.op === 'USER' && s.args !== 'root')).toBe(true);
  });
});

test('compose has exactly the apps and the backend', () => {
  expect(Object.keys(services).sort()).toEqual([...APPS.map((a) => a.folder), BACKEND_FOLDER].sort());
});
