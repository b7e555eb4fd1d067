/**
 * Phoenix channel frames as Supabase Realtime reads and writes them. vsn 1.0.0: JSON objects
 * `{ join_ref, ref, topic, event, payload }`. vsn 2.0.0: JSON arrays `[join_ref, ref, topic, event,
 * payload]`, plus binary user broadcasts: realtime-js sends kind 3 (user broadcast push) and
 * receives kind 4 (user broadcast), each a header of byte lengths followed by the fields.
 */

import { isRecord } from '../json';

export type Vsn = '1.0.0' | '2.0.0';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A user broadcast that came in binary: its payload stays bytes, as Realtime relays it. */
export interface BinaryBroadcast {
  event: string;
  encoding: 'json' | 'binary';
  data: Buffer;
}

export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Json | BinaryBroadcast;
}

export class MalformedFrame extends Error {}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const JSON_ENCODING = 1;

const refOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new MalformedFrame('ref must be a string');
};

function fromJson(text: string, vsn: Vsn): Message {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new MalformedFrame('not JSON');
  }
  const fields =
    vsn === '2.0.0'
      ? Array.isArray(parsed) && parsed.length >= 5
        ? { join_ref: parsed[0], ref: parsed[1], topic: parsed[2], event: parsed[3], payload: parsed[4] }
        : null
      : isRecord(parsed)
        ? parsed
        : null;
  if (!fields) throw new MalformedFrame(vsn === '2.0.0' ? 'expected a V2 array' : 'expected an object');
  const { join_ref, ref, topic, event, payload } = fields;
  if (typeof topic !== 'string' || typeof event !== 'string') throw new MalformedFrame('topic and event must be strings');
  return { joinRef: refOf(join_ref), ref: refOf(ref), topic, event, payload: (payload ?? {}) as Json };
}

/** Kind 3: kind, join_ref, ref, topic, user event, metadata lengths, encoding; the fields; the user payload. */
function fromBinary(frame: Buffer): Message {
  if (frame.length < 7 || frame[0] !== USER_BROADCAST_PUSH) throw new MalformedFrame('unknown binary frame');
  const lengths = [frame[1]!, frame[2]!, frame[3]!, frame[4]!, frame[5]!];
  const encoding = frame[6] === JSON_ENCODING ? 'json' : 'binary';
  let offset = 7;
  const [joinRef, ref, topic, event] = lengths.map((length) => {
    if (offset + length > frame.length) throw new MalformedFrame('binary frame shorter than its header');
    const field = frame.subarray(offset, offset + length).toString('utf8');
    offset += length;
    return field;
  }) as [string, string, string, string, string];
  const data = frame.subarray(offset);
  if (encoding === 'json') {
    try {
      JSON.parse(data.toString('utf8'));
    } catch {
      throw new MalformedFrame('broadcast payload is not JSON');
    }
  }
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: { event, encoding, data } };
}

export function decode(frame: Buffer, isBinary: boolean, vsn: Vsn): Message {
  if (isBinary) {
    if (vsn !== '2.0.0') throw new MalformedFrame('binary frames need vsn 2.0.0');
    return fromBinary(frame);
  }
  return fromJson(frame.toString('utf8'), vsn);
}

export interface Outgoing {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Json;
}

export function encode(message: Outgoing, vsn: Vsn): string {
  const { joinRef, ref, topic, event, payload } = message;
  return vsn === '2.0.0'
    ? JSON.stringify([joinRef, ref, topic, event, payload])
    : JSON.stringify({ join_ref: joinRef, ref, topic, event, payload });
}

/**
 * A binary broadcast for one receiver: vsn 2.0.0 gets it as kind 4, bytes untouched; vsn 1.0.0
 * gets a JSON broadcast, or nothing when the payload is not JSON (as Realtime drops it).
 */
export function encodeBinaryBroadcast(topic: string, broadcast: BinaryBroadcast, vsn: Vsn): Buffer | string | null {
  if (vsn === '1.0.0') {
    if (broadcast.encoding !== 'json') return null;
    const payload = { type: 'broadcast', event: broadcast.event, payload: JSON.parse(broadcast.data.toString('utf8')) as Json };
    return encode({ joinRef: null, ref: null, topic, event: 'broadcast', payload }, vsn);
  }
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(broadcast.event, 'utf8');
  const header = Buffer.from([USER_BROADCAST, topicBytes.length, eventBytes.length, 0, broadcast.encoding === 'json' ? JSON_ENCODING : 0]);
  return Buffer.concat([header, topicBytes, eventBytes, broadcast.data]);
}

export function isBinaryBroadcast(payload: Message['payload']): payload is BinaryBroadcast {
  return typeof payload === 'object' && payload !== null && (payload as Partial<BinaryBroadcast>).data instanceof Buffer;
}
