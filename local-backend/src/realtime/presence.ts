import { randomUUID } from 'node:crypto';
import type { Json } from './serializer';

type Meta = { phx_ref: string; phx_ref_prev?: string } & Record<string, Json>;
type Metas = Record<string, { metas: Meta[] }>;

/** A presence_diff: what joined and what left, grouped by presence key as Phoenix groups them. */
export interface PresenceDiff {
  joins: Metas;
  leaves: Metas;
}

const group = (entries: { key: string; meta: Meta }[]): Metas => {
  const grouped: Metas = {};
  for (const { key, meta } of entries) (grouped[key] ??= { metas: [] }).metas.push(meta);
  return grouped;
};

/** Who is present on one topic: one entry per tracking channel, keyed by its presence key. */
export class Presence<Member> {
  private readonly entries = new Map<Member, { key: string; meta: Meta; payload: string }>();

  get size(): number {
    return this.entries.size;
  }

  /** presence_state: every key with its metas. */
  state(): Metas {
    return group([...this.entries.values()]);
  }

  /**
   * Tracks or updates member's payload; an update leaves the old meta and joins the new one.
   * Null when the payload is the one already tracked (no diff, as on Realtime).
   */
  track(member: Member, key: string, payload: Record<string, Json>): PresenceDiff | null {
    const previous = this.entries.get(member);
    const json = JSON.stringify(payload);
    if (previous?.payload === json) return null;
    const meta: Meta = { ...payload, phx_ref: randomUUID() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    this.entries.set(member, { key, meta, payload: json });
    return { joins: group([{ key, meta }]), leaves: previous ? group([previous]) : {} };
  }

  untrack(member: Member): PresenceDiff | null {
    const previous = this.entries.get(member);
    if (!previous) return null;
    this.entries.delete(member);
    return { joins: {}, leaves: group([previous]) };
  }
}
