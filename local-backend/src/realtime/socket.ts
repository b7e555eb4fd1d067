import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Database } from '../db/types';
import { ChangeFeed } from './changes';
import { Channel, type ChannelDeps, type ChannelSocket } from './channel';
import { DEFAULT_LIMITS, FrameRate, type RealtimeLimits } from './limits';
import { Publication } from './publication';
import {
  decode,
  encode,
  encodeBinaryBroadcast,
  isBinaryBroadcast,
  MalformedFrame,
  type BinaryBroadcast,
  type Outgoing,
  type Vsn,
} from './serializer';
import { checkToken } from './token';
import { Topics } from './topics';

export const WEBSOCKET_PATH = '/realtime/v1/websocket';

export interface RealtimeOptions {
  db: Database;
  secret: string;
  log: (line: string) => void;
}

export interface RealtimeStats {
  sockets: number;
  channels: number;
  subscriptions: number;
  topics: number;
  presences: number;
}

export interface Realtime {
  /** Takes over an upgrade request that passed the gateway's apikey check. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  stats(): RealtimeStats;
  /** Drops every socket, as a server restart would; clients reconnect on their own schedule. */
  disconnectAll(): void;
  /** Closes every socket and stops listening for changes. */
  close(): Promise<void>;
}

/** Answers an upgrade request with an HTTP error, as Realtime's connect does (`{ "error": … }`). */
export function refuseUpgrade(socket: Duplex, status: number, body: object): void {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Bad Request'}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

/** Realtime's connect errors for the socket's apikey. */
const CONNECT_ERRORS: Record<string, string> = {
  InvalidJWTToken: 'Token has expired',
  JwtSignatureError: 'Failed to validate JWT signature',
  MalformedJWT: 'The token provided is not a valid JWT',
};

/** One WebSocket: its serializer, its channels by topic, and its limits. */
class Connection implements ChannelSocket {
  private readonly channels = new Map<string, Channel>();
  private readonly rate: FrameRate;
  private idle: NodeJS.Timeout | undefined;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    readonly apiKey: string,
    private readonly deps: ChannelDeps,
    private readonly limits: RealtimeLimits,
    private readonly log: (line: string) => void,
  ) {
    this.rate = new FrameRate(limits.framesPerSecond);
    ws.on('message', (data, isBinary) => {
      try {
        this.received(data, isBinary);
      } catch (error) {
        this.log(`realtime: closing a socket after ${String((error as Error).stack ?? error)}`);
        ws.close(1011, 'Unexpected failure');
      }
    });
    ws.on('close', () => this.release());
    ws.on('error', () => ws.terminate());
    this.touch();
  }

  get channelCount(): number {
    return this.channels.size;
  }

  private touch(): void {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => this.ws.close(1000, 'heartbeat timeout'), this.limits.idleTimeoutMs).unref();
  }

  private received(data: RawData, isBinary: boolean): void {
    this.touch();
    if (!this.rate.allow()) return this.ws.close(1008, 'Too many messages per second');
    const frame = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    let message;
    try {
      message = decode(frame, isBinary, this.vsn);
    } catch (error) {
      if (error instanceof MalformedFrame) return this.ws.close(1007, 'Malformed frame');
      throw error;
    }
    const { joinRef, ref, topic, event, payload } = message;
    const replyError = (reason: string) =>
      this.send({ joinRef, ref, topic, event: 'phx_reply', payload: { status: 'error', response: { reason } } });

    if (topic === 'phoenix' && event === 'heartbeat') {
      return this.send({ joinRef: null, ref, topic, event: 'phx_reply', payload: { status: 'ok', response: {} } });
    }
    if (event === 'phx_join') {
      if (!topic.startsWith('realtime:')) return replyError('unmatched topic');
      const existing = this.channels.get(topic);
      if (existing) {
        // Phoenix closes a channel joined again under the same topic before the new join.
        existing.close();
        this.channels.delete(topic);
        this.send({ joinRef: existing.joinRef, ref: existing.joinRef, topic, event: 'phx_close', payload: {} });
      }
      if (this.channels.size >= this.limits.channelsPerSocket) return replyError('ChannelRateLimitReached: Too many channels');
      const channel = new Channel(this, topic, joinRef, this.deps);
      this.channels.set(topic, channel);
      return channel.enqueue(() => channel.join(isBinaryBroadcast(payload) ? {} : payload, ref));
    }
    const channel = this.channels.get(topic);
    if (!channel || (joinRef !== null && joinRef !== channel.joinRef)) return replyError('unmatched topic');
    if (event === 'phx_leave') {
      return channel.enqueue(() => {
        channel.close();
        this.channels.delete(topic);
        this.send({ joinRef, ref, topic, event: 'phx_reply', payload: { status: 'ok', response: {} } });
      });
    }
    channel.enqueue(() => channel.handle(event, payload, ref));
  }

  send(message: Outgoing): void {
    this.write(encode(message, this.vsn));
  }

  pushBroadcast(topic: string, broadcast: BinaryBroadcast): void {
    const frame = encodeBinaryBroadcast(topic, broadcast, this.vsn);
    if (frame !== null) this.write(frame);
  }

  /** A reader that falls behind is dropped rather than buffered without end. */
  private write(frame: string | Buffer): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > this.limits.maxBufferedBytes) {
      this.ws.terminate();
      return;
    }
    this.ws.send(frame);
  }

  closed(channel: Channel): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  /** The socket is gone: every channel lets go of its bindings, presence and timers. */
  private release(): void {
    clearTimeout(this.idle);
    for (const channel of this.channels.values()) channel.close();
    this.channels.clear();
  }
}

/** Supabase Realtime's WebSocket endpoint on this server: Phoenix channels, broadcast, presence, postgres_changes. */
export async function startRealtime(options: RealtimeOptions): Promise<Realtime> {
  const limits = DEFAULT_LIMITS;
  const publication = new Publication(options.db);
  const feed = new ChangeFeed(options.db, publication, options.log);
  await feed.start();
  const topics = new Topics();
  const deps: ChannelDeps = { secret: options.secret, feed, topics, limits };
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes, clientTracking: true });
  const connections = new Map<WebSocket, Connection>();

  return {
    handleUpgrade(req, socket, head) {
      const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
      const apiKey = req.headers['x-api-key']?.toString() ?? query.get('apikey') ?? '';
      const checked = checkToken(apiKey, options.secret);
      if (!checked.ok) return refuseUpgrade(socket, 401, { error: CONNECT_ERRORS[checked.code] ?? checked.message });
      const vsn = query.get('vsn') ?? '1.0.0';
      if (vsn !== '1.0.0' && vsn !== '2.0.0') return refuseUpgrade(socket, 400, { error: `Unsupported serializer version: ${vsn}` });
      wss.handleUpgrade(req, socket, head, (ws) => {
        connections.set(ws, new Connection(ws, vsn, apiKey, deps, limits, options.log));
        ws.once('close', () => connections.delete(ws));
      });
    },
    stats() {
      let channels = 0;
      for (const connection of connections.values()) channels += connection.channelCount;
      return { sockets: connections.size, channels, subscriptions: feed.subscriptionCount, ...topics.stats };
    },
    disconnectAll() {
      for (const ws of connections.keys()) ws.terminate();
    },
    async close() {
      for (const ws of connections.keys()) ws.close(1001, 'server shutting down');
      // Sockets that do not answer the close handshake soon are cut.
      const cut = setTimeout(() => {
        for (const ws of connections.keys()) ws.terminate();
      }, 1000);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      clearTimeout(cut);
      await feed.stop();
    },
  };
}
