import { Presence, type PresenceDiff } from './presence';
import type { BinaryBroadcast, Json } from './serializer';

/** A joined channel as its topic's other members see it. */
export interface Member {
  broadcast(payload: Json | BinaryBroadcast): void;
  presenceDiff(diff: PresenceDiff): void;
}

interface Topic {
  members: Set<Member>;
  presence: Presence<Member>;
}

/**
 * Channels by topic, for broadcast and presence. A private and a public channel of the same
 * name are different topics, as on Realtime.
 */
export class Topics {
  private readonly topics = new Map<string, Topic>();

  private topic(key: string): Topic {
    let topic = this.topics.get(key);
    if (!topic) this.topics.set(key, (topic = { members: new Set(), presence: new Presence() }));
    return topic;
  }

  join(key: string, member: Member): Presence<Member> {
    const topic = this.topic(key);
    topic.members.add(member);
    return topic.presence;
  }

  /** Leaves the topic, and its presence with a diff to the others; forgets an empty topic. */
  leave(key: string, member: Member): void {
    const topic = this.topics.get(key);
    if (!topic) return;
    topic.members.delete(member);
    const diff = topic.presence.untrack(member);
    if (diff) for (const other of topic.members) other.presenceDiff(diff);
    if (topic.members.size === 0) this.topics.delete(key);
  }

  broadcast(key: string, from: Member, payload: Json | BinaryBroadcast, self: boolean): void {
    for (const member of this.topics.get(key)?.members ?? []) if (self || member !== from) member.broadcast(payload);
  }

  presenceDiff(key: string, diff: PresenceDiff): void {
    for (const member of this.topics.get(key)?.members ?? []) member.presenceDiff(diff);
  }

  get stats(): { topics: number; presences: number } {
    let presences = 0;
    for (const topic of this.topics.values()) presences += topic.presence.size;
    return { topics: this.topics.size, presences };
  }
}
