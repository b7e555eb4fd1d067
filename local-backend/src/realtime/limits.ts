/** What one socket may hold and send. */
export interface RealtimeLimits {
  /** Channels joined at once on one socket (Realtime's max_channels_per_client default). */
  channelsPerSocket: number;
  /** Largest frame accepted; a bigger one closes the socket with 1009. */
  maxFrameBytes: number;
  /** Frames a socket may send per second before it is closed with 1008. */
  framesPerSecond: number;
  /** Bytes queued for a socket that does not read before it is dropped, so it never holds others up. */
  maxBufferedBytes: number;
  /** A socket that sends nothing (not even a heartbeat) for this long is closed, as Phoenix does. */
  idleTimeoutMs: number;
  /** Presence entries one channel's track may carry, in bytes of JSON. */
  maxPresenceBytes: number;
}

export const DEFAULT_LIMITS: RealtimeLimits = {
  channelsPerSocket: 100,
  maxFrameBytes: 1024 * 1024,
  framesPerSecond: 200,
  maxBufferedBytes: 8 * 1024 * 1024,
  idleTimeoutMs: 60_000,
  maxPresenceBytes: 64 * 1024,
};

/** Counts frames in one-second windows. */
export class FrameRate {
  private windowStart = 0;
  private count = 0;

  constructor(private readonly perSecond: number) {}

  /** False once the socket sent more than its share this second. */
  allow(now = Date.now()): boolean {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.count = 0;
    }
    return ++this.count <= this.perSecond;
  }
}
