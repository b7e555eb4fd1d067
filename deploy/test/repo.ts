// What the deploy tests read: the repository's files and the apps of the build tooling's table.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REMOTES, SHELL } from '@marketplace/build';
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

export interface Instruction {
  /** Upper-case keyword: FROM, COPY, RUN, ... */
  op: string;
  args: string;
}

/** Dockerfile instructions, with comments dropped and continuation lines joined. */
export function dockerfile(relative: string): Instruction[] {
  const out: Instruction[] = [];
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
    out.push({ op: m[1]!.toUpperCase(), args: m[2]!.replace(/\s+/g, ' ') });
  }
  return out;
}

/** The workspace folders of the root package.json. */
export function workspaces(): string[] {
  return (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
}
