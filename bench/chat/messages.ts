// The IPC messages between the chat bench parent, its server child and its load-generator children.
import type { HistogramData } from '../fanout/histogram';

// ---- parent ⇄ server child ----

export type ToServer =
  | { t: 'mark' }
  | { t: 'report' }
  /** The baseline: publish `rate` chat.message events a second straight on the bus, no HTTP, no rules. */
  | { t: 'publish'; seconds: number; rate: number; firstId: number }
  | { t: 'stop' };

export interface ServerUsage {
  cpuUserMs: number;
  cpuSystemMs: number;
  loopDelayP99Ms: number;
  rssMaxMB: number;
}

export type FromServer =
  | { t: 'ready'; port: number; roomId: number; tokens: string[] }
  | { t: 'marked' }
  | { t: 'reported'; usage: ServerUsage }
  | { t: 'published'; ids: number[] }
  | { t: 'error'; message: string };

// ---- parent ⇄ load-generator child ----

export type ToLoad =
  | { t: 'connect'; url: string; channel: string; count: number; concurrency: number }
  /**
   * Forget what arrived so far; ids of the next phase are counted from `firstId`. Latencies are also kept per
   * window of `windowMessages` messages by send order (the text's index), to tell a slow start from a slow run.
   */
  | { t: 'reset'; firstId: number; span: number; windowMessages: number }
  | { t: 'collect'; ids: number[] }
  /** How many deliveries have arrived so far this phase (the drain waits until they stop). */
  | { t: 'progress' }
  | { t: 'close' };

export interface ConnectReport {
  connected: number;
  failed: number;
  errors: Record<string, number>;
  ms: number;
}

export interface LoadReport {
  expected: number;
  received: number;
  lost: number;
  clientsWithLoss: number;
  disconnects: number;
  /** Socket.io messages received: a batch of the room's window counts once. */
  frames: number;
  /** Of the frames, how many were decoded; the rest matched an identical frame decoded just before. */
  framesParsed: number;
  latency: HistogramData;
  /** The same latencies by send window (see reset). */
  windows: HistogramData[];
  cpuUserMs: number;
  cpuSystemMs: number;
}

export type FromLoad =
  | { t: 'connected'; report: ConnectReport }
  | { t: 'reset-done' }
  | { t: 'collected'; report: LoadReport }
  | { t: 'progress-is'; received: number }
  | { t: 'error'; message: string };

/**
 * The send stamp rides in the message text (the event schema keeps only its own fields), last, after a space. Its
 * digit count is not fixed: it is microseconds since boot, nine digits on a machine up for minutes.
 */
export const stampOf = (content: string) => Number(/ (\d+)$/.exec(content)?.[1] ?? Number.NaN);
export const stamped = (sentUs: number, n: number) => `第${n}条 ${sentUs}`;
/** The message's index in its phase's send order, from the same text. */
export const indexOf = (content: string) => Number(/^第(\d+)条/.exec(content)?.[1] ?? Number.NaN);
