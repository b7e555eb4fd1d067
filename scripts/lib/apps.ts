import { resolve } from 'node:path';
import { REMOTES, SHELL } from '@marketplace/tooling';

export const ROOT = resolve(import.meta.dirname, '..', '..');

export interface AppInfo {
  name: string;
  folder: string;
  port: number;
  dir: string;
  dist: string;
}

function info(name: string, folder: string, port: number): AppInfo {
  const dir = resolve(ROOT, folder);
  return { name, folder, port, dir, dist: resolve(dir, 'dist') };
}

/** The shell first, then the remotes, all from the contracts' table. */
export const APPS: AppInfo[] = [
  info(SHELL.name, SHELL.folder, SHELL.port),
  ...Object.entries(REMOTES).map(([name, r]) => info(name, r.folder, r.port)),
];
