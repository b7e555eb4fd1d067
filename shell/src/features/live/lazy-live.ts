import type { SupabaseClient } from '@supabase/supabase-js';
import type { HostLive } from '@marketplace/contracts';

/**
 * `host.live`, whose code loads (and whose socket opens) on the first subscription: only pages
 * showing live data pay for it. The hub takes the auth session's client, so one socket per page.
 */
export function lazyLive(client: () => Promise<SupabaseClient | null>): HostLive {
  let hub: HostLive | undefined;
  let loading: Promise<HostLive> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('./live-hub'), client().catch(() => null)]).then(([{ createLiveHub }, supabase]) => (hub = createLiveHub(supabase?.realtime ?? null))));
  /** Runs `start` on the hub once it is in; the returned function undoes it, even before then. */
  const whenLoaded = (start: (hub: HostLive) => () => void, failed?: () => void) => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    load().then(
      (loaded) => {
        if (!cancelled) stop = start(loaded);
      },
      () => !cancelled && failed?.(),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  };
  return {
    subscribe: (spec, onChange, onStatus) => whenLoaded((loaded) => loaded.subscribe(spec, onChange, onStatus), () => onStatus?.('CHANNEL_ERROR')),
    state: () => hub?.state() ?? (loading ? 'connecting' : 'closed'),
    onState: (listener) =>
      whenLoaded((loaded) => {
        listener(loaded.state());
        return loaded.onState(listener);
      }),
  };
}
