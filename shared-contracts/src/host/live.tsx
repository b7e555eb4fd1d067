import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
// By the package's name, not './host-api': this entry is bundled into each remote, and the host
// context must be the shared contracts module's, which the shell provides.
import { theme, useHost, type LiveChange, type LiveSpec, type LiveState, type LiveStatus } from '@marketplace/contracts';

/**
 * What a page's live data is, from its subscription's last status and the page's socket: live once
 * joined; while it (re)joins, the socket's progress; refused or failed with the socket up, off
 * ('closed': the page reads on its own meanwhile).
 */
export function liveStateOf(status: LiveStatus | null, socket: LiveState): LiveState {
  if (status === 'SUBSCRIBED') return 'open';
  if (status === 'CLOSED') return 'closed';
  if (status === null) return socket === 'reconnecting' ? 'reconnecting' : 'connecting';
  return socket === 'reconnecting' || socket === 'connecting' ? 'reconnecting' : 'closed';
}

export interface LiveHandlers {
  onChange(change: LiveChange): void;
  /**
   * Each time the subscription joins: `first` at the start, then after every reconnect, when a
   * page reads its data again (Realtime does not replay the changes it missed).
   */
  onJoin?(first: boolean): void;
}

const noState = () => () => undefined;
const closed = (): LiveState => 'closed';

/**
 * Follows row changes of `specs` through the host's one realtime client while mounted (null:
 * nothing to follow), and returns the state of that live data for an indicator and for a fallback:
 * 'closed' when the host offers no live API (a shell before contracts 2.1, the dev host).
 */
export function useLiveChanges(specs: readonly LiveSpec[] | null, handlers: LiveHandlers): LiveState {
  const { live } = useHost();
  const latest = useRef(handlers);
  latest.current = handlers;
  const key = specs && specs.length > 0 ? JSON.stringify(specs) : null;
  const [status, setStatus] = useState<LiveStatus | null>(null);

  const onState = useCallback((listener: () => void) => (live ? live.onState(listener) : noState()), [live]);
  const socket = useSyncExternalStore(onState, live ? () => live.state() : closed);

  useEffect(() => {
    if (!live || key === null) return;
    setStatus(null);
    let joins = 0;
    return live.subscribe(
      JSON.parse(key) as LiveSpec[],
      (change) => latest.current.onChange(change),
      (next) => {
        setStatus(next);
        if (next === 'SUBSCRIBED') latest.current.onJoin?.(joins++ === 0);
      },
    );
  }, [live, key]);

  return live && key !== null ? liveStateOf(status, socket) : 'closed';
}

const DOT: Record<LiveState, string> = {
  open: theme.status.delivered,
  connecting: theme.status.other,
  reconnecting: theme.status.processing,
  closed: theme.status.cancelled,
};

const Indicator = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-size: 0.85rem;
  color: ${theme.color.muted};
`;

const Dot = styled.span<{ $state: LiveState }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${(p) => DOT[p.$state]};
`;

/**
 * A small connection indicator for a page showing live data, its state in words (each app's own
 * translations) and announced politely (`role="status"`); the dot only repeats it. Nothing where
 * the host offers no live API: the page is then an ordinary one.
 */
export function LiveIndicator({ state, labels }: { state: LiveState; labels: Record<LiveState, string> }) {
  if (!useHost().live) return null;
  return (
    <Indicator role="status" data-live={state}>
      <Dot $state={state} aria-hidden="true" />
      {labels[state]}
    </Indicator>
  );
}
