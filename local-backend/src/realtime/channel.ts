import { randomUUID } from 'node:crypto';
import type { Claims } from '../auth/tokens';
import { isRecord } from '../json';
import type { ChangeFeed, Subscriber } from './changes';
import type { RealtimeLimits } from './limits';
import type { Presence, PresenceDiff } from './presence';
import { isBinaryBroadcast, type BinaryBroadcast, type Json, type Outgoing } from './serializer';
import { checkToken } from './token';
import type { Member, Topics } from './topics';

/** What a channel needs of its socket. */
export interface ChannelSocket {
  /** The socket's apikey: a join without access_token acts with it. */
  readonly apiKey: string;
  send(message: Outgoing): void;
  pushBroadcast(topic: string, broadcast: BinaryBroadcast): void;
  /** The channel ended on the server's side: the socket forgets it. */
  closed(channel: Channel): void;
}

export interface ChannelDeps {
  secret: string;
  feed: ChangeFeed;
  topics: Topics;
  limits: RealtimeLimits;
}

/** Realtime re-checks a joined channel's token at least this often, and when it expires. */
const TOKEN_CHECK_MS = 5 * 60_000;
/** Roles that may use private channels (no realtime.messages policies here). */
const PRIVATE_ROLES = new Set(['authenticated', 'service_role']);

const isObject = (value: unknown) => isRecord<Json>(value);
/** Realtime's FlexibleBoolean: true or "true". */
const flag = (value: unknown) => value === true || value === 'true';

/** One joined topic on one socket: its config, token, bindings, broadcast and presence. */
export class Channel implements Subscriber, Member {
  role = 'anon';
  claims: Claims = { role: 'anon' };
  private token = '';
  private joined = false;
  private private_ = false;
  private self = false;
  private ack = false;
  private presenceKey = '';
  private presence: Presence<Member> | null = null;
  private tokenTimer: NodeJS.Timeout | undefined;
  private queue: Promise<void> = Promise.resolve();
  readonly subTopic: string;

  constructor(
    private readonly socket: ChannelSocket,
    readonly topic: string,
    readonly joinRef: string | null,
    private readonly deps: ChannelDeps,
  ) {
    this.subTopic = topic.slice('realtime:'.length);
  }

  /** Topic key for broadcast and presence: private and public channels never meet. */
  private get topicKey(): string {
    return `${this.private_ ? 'private' : 'public'}:${this.subTopic}`;
  }

  /** Runs fn after everything sent to this channel before it, as a Phoenix channel process does. */
  enqueue(fn: () => Promise<void> | void): void {
    this.queue = this.queue.then(fn).catch(() => this.shutdown('Unknown Error on Channel'));
  }

  async join(payload: Json, ref: string | null): Promise<void> {
    const params = isObject(payload) ? payload : {};
    const config = isObject(params.config) ? params.config : {};
    const refuse = (reason: string) => {
      this.reply(ref, 'error', { reason });
      this.socket.closed(this);
    };
    if (!this.subTopic) return refuse('TopicNameRequired: You must provide a topic name');
    // Binary broadcasts carry the topic behind a one-byte length.
    if (Buffer.byteLength(this.topic) > 255) return refuse('TopicNameTooLong: The topic name must be at most 255 bytes');

    const given = params.access_token ?? params.user_token;
    const token = typeof given === 'string' && !given.startsWith('sb_') ? given : this.socket.apiKey;
    const checked = checkToken(token, this.deps.secret);
    if (!checked.ok) return refuse(`${checked.code}: ${checked.message}`);
    this.private_ = flag(config.private);
    if (this.private_ && !PRIVATE_ROLES.has(checked.claims.role)) {
      return refuse(`Unauthorized: You do not have permissions to read from this Channel topic: ${this.subTopic}`);
    }
    this.useToken(token, checked.claims);

    const broadcast = isObject(config.broadcast) ? config.broadcast : {};
    const presence = isObject(config.presence) ? config.presence : {};
    this.self = flag(broadcast.self);
    this.ack = flag(broadcast.ack);
    this.presenceKey = typeof presence.key === 'string' && presence.key ? presence.key : randomUUID();

    const bindings = Array.isArray(config.postgres_changes) ? config.postgres_changes.filter((b) => b !== null) : [];
    const { reply, error } = bindings.length ? await this.deps.feed.subscribe(this, bindings) : { reply: [], error: null };
    this.presence = this.deps.topics.join(this.topicKey, this);
    this.joined = true;
    this.reply(ref, 'ok', { postgres_changes: reply });

    if (bindings.length) {
      this.system('postgres_changes', error ? 'error' : 'ok', error ?? 'Subscribed to PostgreSQL');
    }
    if (flag(broadcast.replication_ready)) this.system('system', 'ok', 'Replication connection established');
    if (flag(presence.enabled)) this.push(this.joinRef, 'presence_state', this.presence.state());
  }

  handle(event: string, payload: Json | BinaryBroadcast, ref: string | null): void {
    if (!this.joined)
      return this.socket.send({
        joinRef: null,
        ref,
        topic: this.topic,
        event: 'phx_reply',
        payload: { status: 'error', response: { reason: 'unmatched topic' } },
      });
    if (event === 'broadcast') return this.onBroadcast(payload, ref);
    if (isBinaryBroadcast(payload)) return this.reply(ref, 'error', { reason: 'binary payloads are for broadcast only' });
    if (event === 'presence') return this.onPresence(payload, ref);
    if (event === 'access_token') return this.onAccessToken(payload);
    // Realtime only logs an unexpected event; answering lets the client's push fail fast.
    this.reply(ref, 'error', { reason: `Unexpected message from client of type \`${event}\`` });
  }

  private onBroadcast(payload: Json | BinaryBroadcast, ref: string | null): void {
    if (!isBinaryBroadcast(payload) && !isObject(payload)) {
      return this.reply(ref, 'error', { reason: 'broadcast payload must be a map' });
    }
    this.deps.topics.broadcast(this.topicKey, this, payload, this.self);
    if (this.ack) this.reply(ref, 'ok', {});
  }

  private onPresence(payload: Json, ref: string | null): void {
    const message = isObject(payload) ? payload : {};
    const event = typeof message.event === 'string' ? message.event.toLowerCase() : '';
    if (event === 'untrack') {
      const diff = this.presence!.untrack(this);
      if (diff) this.deps.topics.presenceDiff(this.topicKey, diff);
      return this.reply(ref, 'ok', {});
    }
    if (event !== 'track') return this.reply(ref, 'error', { reason: `Unknown presence event: ${event}` });
    const tracked = message.payload ?? {};
    if (!isObject(tracked)) return this.reply(ref, 'error', { reason: 'Presence track payload must be a map' });
    if (Buffer.byteLength(JSON.stringify(tracked)) > this.deps.limits.maxPresenceBytes) return this.shutdown('Track message size exceeded');
    const diff = this.presence!.track(this, this.presenceKey, tracked);
    if (diff) this.deps.topics.presenceDiff(this.topicKey, diff);
    this.reply(ref, 'ok', {});
  }

  /** A new token for this channel (the client's setAuth): Realtime ends the channel if it is not valid. */
  private onAccessToken(payload: Json): void {
    const token = isObject(payload) ? payload.access_token : null;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === this.token) return;
    const checked = checkToken(token, this.deps.secret);
    if (!checked.ok) return this.shutdown(checked.message);
    if (this.private_ && !PRIVATE_ROLES.has(checked.claims.role)) {
      return this.shutdown(`You no longer have permission to read from this Channel topic: ${this.subTopic}`);
    }
    this.useToken(token, checked.claims);
  }

  private useToken(token: string, claims: Claims & { exp: number }): void {
    this.token = token;
    this.claims = claims;
    this.role = claims.role;
    clearTimeout(this.tokenTimer);
    this.tokenTimer = setTimeout(
      () => this.enqueue(() => this.recheckToken()),
      Math.max(0, Math.min(TOKEN_CHECK_MS, claims.exp * 1000 - Date.now())),
    ).unref();
  }

  private recheckToken(): void {
    if (!this.joined) return;
    const checked = checkToken(this.token, this.deps.secret);
    if (checked.ok) this.useToken(this.token, checked.claims);
    else this.shutdown(checked.message);
  }

  deliver(ids: number[], data: Json): void {
    if (this.joined) this.push(null, 'postgres_changes', { ids, data });
  }

  broadcast(payload: Json | BinaryBroadcast): void {
    if (isBinaryBroadcast(payload)) this.socket.pushBroadcast(this.topic, payload);
    else this.push(null, 'broadcast', payload);
  }

  presenceDiff(diff: PresenceDiff): void {
    this.push(null, 'presence_diff', diff as unknown as Json);
  }

  private reply(ref: string | null, status: 'ok' | 'error', response: Json): void {
    this.socket.send({ joinRef: this.joinRef, ref, topic: this.topic, event: 'phx_reply', payload: { status, response } });
  }

  private push(joinRef: string | null, event: string, payload: Json): void {
    this.socket.send({ joinRef, ref: null, topic: this.topic, event, payload });
  }

  private system(extension: string, status: 'ok' | 'error', message: string): void {
    this.push(this.joinRef, 'system', { extension, status, message, channel: this.subTopic });
  }

  /** Realtime's shutdown: a `system` error saying why, then phx_close. */
  private shutdown(message: string): void {
    if (!this.joined) return this.close();
    this.system('system', 'error', message);
    this.socket.send({ joinRef: this.joinRef, ref: this.joinRef, topic: this.topic, event: 'phx_close', payload: {} });
    this.close();
    this.socket.closed(this);
  }

  /** Frees what the channel holds: bindings, presence (the others get the leave), timer. */
  close(): void {
    clearTimeout(this.tokenTimer);
    if (!this.joined) return;
    this.joined = false;
    this.deps.feed.unsubscribe(this);
    this.deps.topics.leave(this.topicKey, this);
  }
}
