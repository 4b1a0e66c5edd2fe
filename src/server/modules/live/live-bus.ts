import { retryDelayMs } from '../../lib/retry-backoff';
import { z } from 'zod';
import { liveEventSchema, type LiveEvent } from '../../../shared/schemas/messages';

/** An event for one account, as it travels between instances. */
export interface LiveNote {
  userId: string;
  event: LiveEvent;
}

/**
 * Carries live events to every instance of the site, this one included: each instance hands
 * what arrives to the streams it holds (live-streams.ts). Delivery is at most once: an event
 * sent while an instance's listening connection is down is lost to it, so after such a gap
 * `onResumed` runs, and the instance ends its streams for their pages to reconnect and read again.
 */
export interface LiveBus {
  /** Sends the notes together: one statement, or one round trip to Redis. */
  publish(notes: readonly LiveNote[]): Promise<void>;
  close(): Promise<void>;
}

export interface LiveBusHandlers {
  onNote(note: LiveNote): void;
  /** Listening again after the connection was lost: events of the gap may be missing. */
  onResumed(): void;
}

export interface BusLog {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
}

/** The one channel every instance listens on (PostgreSQL's NOTIFY channel, Redis's). */
export const LIVE_CHANNEL = 'homestead_live';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a note is an account id and three
 * short fields (some 150 bytes), and anything larger is refused before it is sent.
 */
const NOTE_MAX_BYTES = 7_900;

const noteSchema = z.object({ userId: z.string().min(1).max(200), event: liveEventSchema });

export function encodeNote(note: LiveNote): string {
  const payload = JSON.stringify({ userId: note.userId, event: liveEventSchema.parse(note.event) });
  if (Buffer.byteLength(payload) > NOTE_MAX_BYTES) throw new Error('live event too large');
  return payload;
}

/** The note in a payload, or null for anything else (another app's NOTIFY on the channel). */
export function decodeNote(payload: string | undefined): LiveNote | null {
  if (!payload) return null;
  try {
    const parsed = noteSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Waits before reconnecting after `failures` failures in a row: 0.5 s, 1 s, 2 s … 30 s. */
export const reconnectDelayMs = (failures: number) => retryDelayMs(failures, 30_000, 500);
