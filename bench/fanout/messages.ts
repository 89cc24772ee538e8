// The IPC messages between the bench parent, the server children and the load-generator children.
import type { HistogramData } from './histogram';

/** Which server a run measures: the real app's socket.io gateway, or the bare `ws` broadcast. */
export type Target = 'app' | 'ws';

export const CHANNEL = 'scores:football';

// ---- parent ⇄ server child ----

export type ToServer =
  | { t: 'sample'; label: string }
  | { t: 'run'; seconds: number; intervalMs: number }
  | { t: 'stop' };

export interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
}

export interface RunReport {
  published: number;
  /** seq of the first and last published event (the app), or the counter (the baseline). */
  firstSeq: number;
  lastSeq: number;
  /** Bytes of one frame on the wire (the socket.io packet or the ws text message). */
  frameBytes: number;
  cpuUserMs: number;
  cpuSystemMs: number;
  rssMax: number;
  rssMean: number;
  /** The server's event-loop delay during the run, ms. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** How long one publish call took to hand the frame to every socket (or queue it), ms. */
  broadcastP50Ms: number;
  broadcastP99Ms: number;
  publishErrors: number;
  /** The first publish failure's message, if any. */
  publishError?: string;
  /** Which path sent the events: the app's bus and socket.io gateway, or the bare ws loop. */
  gateway: 'bus' | 'ws';
}

export type FromServer =
  | { t: 'ready'; port: number; gateway: RunReport['gateway'] }
  | { t: 'sampled'; label: string; memory: MemorySample; sockets: number }
  | { t: 'ran'; report: RunReport }
  | { t: 'error'; message: string };

// ---- parent ⇄ load-generator child ----

export type ToLoad =
  | { t: 'connect'; target: Target; url: string; count: number; concurrency: number }
  | { t: 'collect'; firstSeq: number; lastSeq: number }
  | { t: 'close' };

export interface ConnectReport {
  connected: number;
  failed: number;
  /** Failure messages and how often each happened (EMFILE, ECONNREFUSED, timeouts…). */
  errors: Record<string, number>;
  ms: number;
}

export interface LoadReport {
  clients: number;
  expected: number;
  received: number;
  lost: number;
  duplicates: number;
  outOfOrder: number;
  /** Clients that lost at least one message. */
  clientsWithLoss: number;
  disconnects: number;
  latency: HistogramData;
  cpuUserMs: number;
  cpuSystemMs: number;
}

export type FromLoad =
  | { t: 'connected'; report: ConnectReport }
  | { t: 'collected'; report: LoadReport }
  | { t: 'error'; message: string };
