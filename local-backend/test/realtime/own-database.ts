import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signJwt, type Claims } from '../../src/auth/tokens';
import type { Database } from '../../src/db/types';
import { startRealtime, WEBSOCKET_PATH, type Realtime } from '../../src/realtime/socket';

type RealtimeTransport = NonNullable<NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport']>;

/**
 * The real Realtime server on a database the test holds too, so that it can write by plain SQL
 * and change tables, publications and policies at run time: what the HTTP API never exposes.
 * Only the WebSocket is served; REST and Auth are not needed for these tests.
 */
export interface OwnRealtime {
  realtime: Realtime;
  /** Where the WebSocket is, for RawSocket.open. */
  url: string;
  anonKey: string;
  /** A token signed with this server's secret; `exp` one hour ahead unless given. */
  token(claims: Claims): string;
  /** A supabase-js client whose socket carries the anon key (setAuth to act as a user). */
  client(): SupabaseClient;
  close(): Promise<void>;
}

export async function realtimeOn(db: Database): Promise<OwnRealtime> {
  const secret = randomBytes(32).toString('base64url');
  const token = (claims: Claims) => signJwt({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims }, secret);
  const realtime = await startRealtime({ db, secret, log: () => undefined });
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== WEBSOCKET_PATH) return socket.destroy();
    realtime.handleUpgrade(req, socket, head);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const anonKey = token({ role: 'anon' });
  return {
    realtime,
    url,
    anonKey,
    token,
    client: () =>
      createClient(url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as unknown as RealtimeTransport },
      }),
    async close() {
      await realtime.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
