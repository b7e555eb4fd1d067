// What the deploy tests read: the repository's files and the apps of the build tooling's table.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REMOTES, SHELL } from '@marketplace/tooling';
import { readYaml, type YamlMap } from './compose-reader';

export const ROOT = resolve(__dirname, '..', '..');

export interface App {
  /** Federation name (`shell`, `mfe_catalog`, ...). */
  name: string;
  folder: string;
  port: number;
  isShell: boolean;
}

export const APPS: App[] = [
  { name: SHELL.name, folder: SHELL.folder, port: SHELL.port, isShell: true },
  ...Object.entries(REMOTES).map(([name, r]) => ({ name, folder: r.folder, port: r.port, isShell: false })),
];

export const BACKEND_FOLDER = 'local-backend';

export function read(relative: string): string {
  return readFileSync(resolve(ROOT, relative), 'utf8');
}

export function compose(): YamlMap {
  return readYaml(read('docker-compose.yml'));
}

/** The Dockerfile every remote's image is built from, told which remote by its build arguments. */
export const REMOTE_DOCKERFILE = 'deploy/remote.Dockerfile';

/** The Dockerfile an app's image is built from: the shell's own, or the remotes' shared one. */
export function dockerfileOf(app: App): string {
  return app.isShell ? `${app.folder}/Dockerfile` : REMOTE_DOCKERFILE;
}

/** The build arguments an app's image needs: for a remote its folder and port, for the shell none. */
export function buildArgsOf(app: App): Record<string, string> {
  return app.isShell ? {} : { APP: app.folder, PORT: String(app.port) };
}

export interface Instruction {
  /** Upper-case keyword: FROM, COPY, RUN, ... */
  op: string;
  args: string;
}

/**
 * Dockerfile instructions, with comments dropped and continuation lines joined, and `$NAME` and
 * `${NAME}` replaced as a build with `buildArgs` sees them: a FROM line by the ARGs declared before
 * the first FROM, any other line by the ARGs its stage has declared so far (a value passed, else
 * the ARG's default, else the global one's, else empty). A name the stage has not declared stays as
 * written, so a stage that forgets its `ARG APP` reads `${APP}`, not the app.
 */
export function dockerfile(relative: string, buildArgs: Record<string, string> = {}): Instruction[] {
  const out: Instruction[] = [];
  const globals: Record<string, string> = {};
  let stage: Record<string, string> | null = null;
  const substitute = (text: string, vars: Record<string, string>) =>
    text.replace(/\$\{(\w+)\}|\$(\w+)/g, (all, braced?: string, bare?: string) => vars[(braced ?? bare)!] ?? all);
  let pending = '';
  for (const raw of read(relative).split('\n')) {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += line.slice(0, -1) + ' ';
      continue;
    }
    const full = (pending + line).trim();
    pending = '';
    const m = /^(\w+)\s+(.*)$/.exec(full);
    if (!m) throw new Error(`${relative}: cannot read "${full}"`);
    const op = m[1]!.toUpperCase();
    let args = m[2]!.replace(/\s+/g, ' ');
    if (op === 'ARG') {
      const [name, fallback] = args.split(/=(.*)/) as [string, string | undefined];
      if (stage) stage[name] = buildArgs[name] ?? fallback ?? globals[name] ?? '';
      else globals[name] = buildArgs[name] ?? fallback ?? '';
    } else if (op === 'FROM') {
      args = substitute(args, globals);
      stage = {};
    } else if (stage) {
      args = substitute(args, stage);
    }
    out.push({ op, args });
  }
  return out;
}

/** The workspace folders of the root package.json. */
export function workspaces(): string[] {
  return (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
}
