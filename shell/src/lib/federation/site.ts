import {
  declaredNav,
  declaredSlots,
  type RemoteEntry,
  type RemoteModule,
  type SiteNavEntry,
  type SitePage,
  type SlotName,
} from '@marketplace/contracts';
import type { ManifestAnswer, ManifestRequest } from '../../startup/manifests';
import { sitePages } from '../../startup/site-pages';
import { fetchManifest, MANIFEST_ATTEMPTS } from './plugins';
import { reportRefusal } from './refusal';
import { manifestRelease } from '@marketplace/contracts/federation';

/** What the site is made of right now: the listed remotes' pages and slots, and who is missing. */
export interface SiteSnapshot {
  pages: SitePage[];
  /** The remote that fills each layout slot: the first listed that declares it. */
  slots: Partial<Record<SlotName, RemoteModule>>;
  /** The links remotes add to the shell's menus, in listing order. */
  nav: SiteNavEntry[];
  /** Remotes whose manifest is still on its way. */
  pending: string[];
  /** Remotes whose manifest could not be had: their pages are unknown until Try Again. */
  failed: string[];
}

type Status = { state: 'ready'; json: unknown } | { state: 'loading' } | { state: 'failed' };

export interface Site {
  get(): SiteSnapshot;
  subscribe(listener: () => void): () => void;
  /** The manifest JSON the site was built from, for the federation runtime's fetch (once per registration). */
  manifestJson(url: string): unknown;
  /** The release a remote's manifest names (its content-hashed entry file), once the manifest is in. */
  release(remote: string): string | null;
  /** Resolves once a remote's manifest is in or given up on (at once if it already is). */
  settled(remote: string): Promise<void>;
  /** Forgets a remote's manifest so its next load reads the current release (Try Again). */
  forget(remote: string): void;
  /** Fetches again every manifest that could not be had. */
  retryMissing(): Promise<void>;
}

/**
 * The site from the remotes `/env.json` lists (after overrides): their manifests as the start-up
 * script read them, and any it could not (a remote down at start-up, an override) fetched with
 * retries. Pages of a remote join the router as its manifest arrives; a declaration problem or a
 * path two remotes claim is a console error naming them, once.
 */
/** Fetches a manifest's JSON within `attempts` attempts. */
export type FetchManifestJson = (url: string, attempts: number) => Promise<unknown>;

/** Why the page cannot run the remote of a manifest, or null (share-negotiation.ts's refusalOf). */
export type Judge = (json: unknown) => string | null;

export function createSite(
  remotes: readonly RemoteEntry[],
  startup: readonly ManifestRequest[],
  { fetchJson = manifestJsonWithRetries, judge = () => null }: { fetchJson?: FetchManifestJson; judge?: Judge } = {},
): Site {
  const status = new Map<string, Status>();
  const handedToRuntime = new Set<string>();
  const listeners = new Set<() => void>();
  const reported = new Set<string>();
  let snapshot: SiteSnapshot;

  // A remote the page cannot run is named as soon as its manifest is read, before any page asks
  // for it: its pages still route, to the fallback.
  const ready = (remote: RemoteEntry, json: unknown) => {
    status.set(remote.name, { state: 'ready', json });
    const reason = judge(json);
    if (reason !== null) reportRefusal(remote.name, reason);
  };

  const compute = (): SiteSnapshot => {
    const ready = remotes.flatMap((r) => {
      const s = status.get(r.name);
      return s?.state === 'ready' ? [{ name: r.name, json: s.json }] : [];
    });
    const { pages, problems } = sitePages(ready);
    const declared = ready.map(({ name, json }) => declaredNav(name, json, pages));
    for (const problem of [...problems, ...declared.flatMap((d) => d.problems)]) {
      if (reported.has(problem)) continue;
      reported.add(problem);
      console.error(`[shell] ${problem}`);
    }
    const slots: SiteSnapshot['slots'] = {};
    for (const { name, json } of ready) {
      for (const [slot, module] of Object.entries(declaredSlots(json)) as Array<[SlotName, string]>) {
        if (module && !(slot in slots)) slots[slot] = { remote: name, module };
      }
    }
    const inState = (state: Status['state']) => remotes.filter((r) => status.get(r.name)?.state === state).map((r) => r.name);
    return { pages, slots, nav: declared.flatMap((d) => d.nav), pending: inState('loading'), failed: inState('failed') };
  };

  const update = () => {
    snapshot = compute();
    for (const listener of listeners) listener();
  };

  const load = async (remote: RemoteEntry, attempts = MANIFEST_ATTEMPTS) => {
    status.set(remote.name, { state: 'loading' });
    try {
      ready(remote, await fetchJson(remote.manifest, attempts));
    } catch (error) {
      console.error(`[shell] the pages of ${remote.name} are unknown: its manifest could not be loaded`, error);
      status.set(remote.name, { state: 'failed' });
    }
    update();
  };

  // The start-up's answer when it has one; a request still on its way is waited for; a failed one
  // gets the rest of its attempts, so a silent remote is given up on as the runtime would.
  const arrived = (remote: RemoteEntry, answer: ManifestAnswer) => {
    if (answer.problem !== null) return load(remote, MANIFEST_ATTEMPTS - 1);
    ready(remote, answer.json);
    update();
  };
  const later: Array<() => void> = [];
  for (const remote of remotes) {
    const request = startup.find((r) => r.name === remote.name && r.manifest === remote.manifest);
    if (request?.settled?.problem === null) {
      ready(remote, request.settled.json);
      continue;
    }
    status.set(remote.name, { state: 'loading' });
    const settled = request?.settled;
    if (!request) later.push(() => void load(remote));
    else if (settled) later.push(() => void arrived(remote, settled));
    else later.push(() => void request.answer.then((answer) => arrived(remote, answer)));
  }
  snapshot = compute();
  for (const start of later) start();

  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    manifestJson(url) {
      const remote = remotes.find((r) => r.manifest === url);
      const s = remote && status.get(remote.name);
      if (!remote || s?.state !== 'ready' || handedToRuntime.has(remote.name)) return undefined;
      handedToRuntime.add(remote.name);
      return s.json;
    },
    release(name) {
      const s = status.get(name);
      return s?.state === 'ready' ? manifestRelease(s.json) : null;
    },
    settled(name) {
      return new Promise((resolve) => {
        const check = () => {
          if (status.get(name)?.state === 'loading') return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        check();
      });
    },
    forget(name) {
      handedToRuntime.add(name);
    },
    async retryMissing() {
      await Promise.all(remotes.filter((r) => status.get(r.name)?.state === 'failed').map((r) => load(r)));
    },
  };
}

async function manifestJsonWithRetries(url: string, attempts: number): Promise<unknown> {
  return (await fetchManifest(url, {}, attempts)).json();
}
