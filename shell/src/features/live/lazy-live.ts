import type { SupabaseClient } from '@supabase/supabase-js';
import type { HostLive, LiveState } from '@marketplace/contracts';

/**
 * `host.live`, whose code loads (with supabase-js) and whose socket opens on the first
 * subscription only: a page that merely listens to the state, or shows no live data, pays
 * nothing. The hub takes the auth session's client, so one socket per page.
 */
export function lazyLive(client: () => Promise<SupabaseClient | null>): HostLive {
  let hub: HostLive | undefined;
  let loading: Promise<HostLive> | undefined;
  const listeners = new Set<(state: LiveState) => void>();
  const load = () =>
    (loading ??= Promise.all([import('./live-hub'), client().catch(() => null)]).then(([{ createLiveHub }, supabase]) => {
      hub = createLiveHub(supabase?.realtime ?? null);
      hub.onState((state) => {
        for (const listener of [...listeners]) listener(state);
      });
      return hub;
    }));
  return {
    subscribe(spec, onChange, onStatus) {
      let stop: (() => void) | undefined;
      let cancelled = false;
      load().then(
        (loaded) => {
          if (!cancelled) stop = loaded.subscribe(spec, onChange, onStatus);
        },
        () => !cancelled && onStatus?.('CHANNEL_ERROR'),
      );
      return () => {
        cancelled = true;
        stop?.();
      };
    },
    state: () => hub?.state() ?? (loading ? 'connecting' : 'closed'),
    onState(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
