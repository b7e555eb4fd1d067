import type { RemoteEntry } from '@marketplace/contracts';
import type { ManifestAnswer } from '../../startup/manifests';
import { pendingRequest, settledRequest } from '../../testing/harness';
import { createSite } from './site';

const title = { en: 'T', so: 'T', sw: 'T' };
const entry = (name: string): RemoteEntry => ({ name, manifest: `https://${name}.example/mf-manifest.json` });
const json = (paths: string[], slots: Record<string, string> = {}) => ({
  metaData: { pages: paths.map((path) => ({ path, module: './Page', guard: 'public', title })), slots },
});
const answered = (name: string, manifest: unknown) => settledRequest({ ...entry(name), json: manifest, problem: null });
const failedAnswer = (name: string): ManifestAnswer => ({ ...entry(name), json: null, problem: 'answered 503' });
const failed = (name: string) => settledRequest(failedAnswer(name));
const paths = (site: ReturnType<typeof createSite>) => site.get().pages.map((p) => `${p.remote} ${p.path}`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let error: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => error.mockRestore());

describe('createSite', () => {
  it("routes every listed remote's pages from the manifests the start-up read, fetching nothing", () => {
    const fetchJson = jest.fn();
    const remotes = [entry('mfe_a'), entry('mfe_b')];
    const site = createSite(
      remotes,
      [answered('mfe_a', json(['/', '/a'])), answered('mfe_b', json(['/b'], { 'mini-cart': './MiniCart' }))],
      { fetchJson },
    );
    expect(paths(site)).toEqual(['mfe_a /', 'mfe_a /a', 'mfe_b /b']);
    expect(site.get()).toMatchObject({ slots: { 'mini-cart': { remote: 'mfe_b', module: './MiniCart' } }, pending: [], failed: [] });
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it("waits for a start-up request still on its way, and adds the remote's pages when it answers, fetching nothing itself", async () => {
    const fetchJson = jest.fn();
    const slow = pendingRequest('mfe_b', entry('mfe_b').manifest);
    const site = createSite([entry('mfe_a'), entry('mfe_b')], [answered('mfe_a', json(['/a'])), slow], { fetchJson });
    expect(site.get().pending).toEqual(['mfe_b']);
    slow.arrive({ ...entry('mfe_b'), json: json(['/b']), problem: null });
    await settle();
    expect(paths(site)).toEqual(['mfe_a /a', 'mfe_b /b']);
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it("says when a remote's manifest is in or given up on, at once for one the start-up already had", async () => {
    const slow = pendingRequest('mfe_b', entry('mfe_b').manifest);
    const site = createSite([entry('mfe_a'), entry('mfe_b')], [answered('mfe_a', json(['/a'])), slow], { fetchJson: jest.fn() });
    await site.settled('mfe_a');
    let settledB = false;
    void site.settled('mfe_b').then(() => (settledB = true));
    await settle();
    expect(settledB).toBe(false);
    slow.arrive({ ...entry('mfe_b'), json: json(['/b']), problem: null });
    await settle();
    expect(settledB).toBe(true);
  });

  it('fetches a manifest the start-up could not have, and adds its pages when it arrives', async () => {
    let arrive: (value: unknown) => void = () => undefined;
    const site = createSite([entry('mfe_a'), entry('mfe_b')], [answered('mfe_a', json(['/a'])), failed('mfe_b')], {
      fetchJson: () => new Promise((resolve) => (arrive = resolve)),
    });
    const changed = jest.fn();
    site.subscribe(changed);
    expect(site.get().pending).toEqual(['mfe_b']);
    arrive(json(['/b']));
    await settle();
    expect(paths(site)).toEqual(['mfe_a /a', 'mfe_b /b']);
    expect(site.get().pending).toEqual([]);
    expect(changed).toHaveBeenCalled();
  });

  it('fetches the manifest of an overridden remote (another URL than the start-up read)', async () => {
    const fetchJson = jest.fn(async () => json(['/dev']));
    const site = createSite([{ name: 'mfe_a', manifest: 'http://localhost:3101/mf-manifest.json' }], [answered('mfe_a', json(['/a']))], {
      fetchJson,
    });
    await settle();
    expect(fetchJson).toHaveBeenCalledWith('http://localhost:3101/mf-manifest.json', 3);
    expect(paths(site)).toEqual(['mfe_a /dev']);
  });

  it('names a remote whose manifest cannot be had, and asks for it again on retryMissing', async () => {
    const fetchJson = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(json(['/b']));
    const site = createSite([entry('mfe_b')], [failed('mfe_b')], { fetchJson });
    await settle();
    // The start-up's attempt counts: the rest of the runtime's attempts, and no more.
    expect(fetchJson).toHaveBeenCalledWith(entry('mfe_b').manifest, 2);
    expect(site.get().failed).toEqual(['mfe_b']);
    expect(error).toHaveBeenCalledWith('[shell] the pages of mfe_b are unknown: its manifest could not be loaded', expect.any(Error));
    await site.retryMissing();
    expect(site.get().failed).toEqual([]);
    expect(paths(site)).toEqual(['mfe_b /b']);
  });

  it('gives a path two remotes claim to the first listed, and says so on the console once', async () => {
    const site = createSite(
      [entry('mfe_a'), entry('mfe_b'), entry('mfe_c')],
      [answered('mfe_a', json(['/x'])), answered('mfe_b', json(['/x'])), failed('mfe_c')],
      { fetchJson: async () => json(['/c']) },
    );
    await settle();
    expect(paths(site)).toEqual(['mfe_a /x', 'mfe_c /c']);
    const conflicts = error.mock.calls.filter(([message]) => String(message).includes('/x is claimed'));
    expect(conflicts).toEqual([["[shell] /x is claimed by mfe_a and by mfe_b: mfe_a serves it (listed first), mfe_b's claim is ignored"]]);
  });

  it('fills a slot with the first listed remote declaring it', () => {
    const site = createSite(
      [entry('mfe_a'), entry('mfe_b')],
      [answered('mfe_a', json([], { 'chat-widget': './Chat' })), answered('mfe_b', json([], { 'chat-widget': './OtherChat' }))],
    );
    expect(site.get().slots).toEqual({ 'chat-widget': { remote: 'mfe_a', module: './Chat' } });
  });

  it('names a remote the page cannot run as soon as its manifest is read, once, and still routes its pages (to the fallback)', () => {
    const judge = (manifest: unknown) =>
      (manifest as { old?: boolean }).old ? 'it needs mitt ^2.1.0, this page provides mitt 3.0.1' : null;
    const old = { ...json(['/old']), old: true };
    createSite([entry('mfe_old')], [answered('mfe_old', old)], { judge });
    const site = createSite([entry('mfe_old'), entry('mfe_a')], [answered('mfe_old', old), answered('mfe_a', json(['/a']))], { judge });
    expect(error.mock.calls.filter(([m]) => String(m).includes('refused'))).toEqual([
      ['[federation] mfe_old refused: it needs mitt ^2.1.0, this page provides mitt 3.0.1'],
    ]);
    expect(paths(site)).toEqual(['mfe_old /old', 'mfe_a /a']);
  });

  it('hands the federation runtime the manifest it routed once, and after forget() none (Try Again reads the current release)', () => {
    const manifest = json(['/a']);
    const site = createSite([entry('mfe_a')], [answered('mfe_a', manifest)]);
    expect(site.manifestJson(entry('mfe_a').manifest)).toBe(manifest);
    expect(site.manifestJson(entry('mfe_a').manifest)).toBeUndefined();
    const again = createSite([entry('mfe_a')], [answered('mfe_a', manifest)]);
    again.forget('mfe_a');
    expect(again.manifestJson(entry('mfe_a').manifest)).toBeUndefined();
    expect(again.manifestJson('https://elsewhere.example/mf-manifest.json')).toBeUndefined();
  });
});
