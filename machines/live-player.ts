// The live room's player: loading → playing ↔ stalled, reconnecting with backoff after failures, error with
// 重试 when it cannot recover, offline while the room is not live.
import { assign, setup } from 'xstate';
import type { PlayerFailure } from './player-errors';
import { stalledFailure } from './player-errors';

/** Where the stream is pulled from: HTTP-FLV, and HLS where the server makes it. */
export interface StreamSource {
  flv: string;
  hls: string | null;
}

/** The first reconnect waits this long; each next one twice as long, up to the cap. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 15_000;
/** Reconnects in a row before the player gives up and shows 重试. */
export const RECONNECT_ATTEMPTS = 6;
/** A stall that lasts this long is treated as a broken connection. */
export const STALL_TIMEOUT_MS = 8_000;
/** Nothing played after this long: the connection is retried. */
export const LOAD_TIMEOUT_MS = 15_000;

/** The wait before reconnect number `attempt` (1-based). */
export const backoffMs = (attempt: number) =>
  Math.min(RECONNECT_BASE_MS * 2 ** Math.max(0, attempt - 1), RECONNECT_MAX_MS);

export interface LivePlayerContext {
  source: StreamSource | null;
  /** Reconnects since playback last ran. */
  attempt: number;
  /** The failure shown (error) or being recovered from (reconnecting). */
  failure: PlayerFailure | null;
  /** Bumped on every (re)load: the view makes a new flv.js/hls.js player for each. */
  generation: number;
}

export type LivePlayerEvent =
  /** The room went live (or its play URLs changed). */
  | { type: 'ONLINE'; source: StreamSource }
  /** The room is not live: stop pulling. */
  | { type: 'OFFLINE' }
  /** Frames are playing (the video's playing event, or a stall ended). */
  | { type: 'PLAYING' }
  /** The video waits for data. */
  | { type: 'STALLED' }
  | { type: 'FAILED'; failure: PlayerFailure }
  /** The viewer pressed 重试. */
  | { type: 'RETRY' };

/**
 * Example transitions (machines/live-player.test.ts):
 * - offline + ONLINE {flv} → loading, generation 1
 * - loading + PLAYING → playing; playing + STALLED → stalled; stalled + PLAYING → playing
 * - stalled for 8 s → reconnecting (failure stalled), then after 1 s → loading, generation + 1
 * - playing + FAILED {network, recoverable} → reconnecting; waits 1 s, 2 s, 4 s … (cap 15 s)
 * - the 7th recoverable failure in a row → error; FAILED {codec, not recoverable} → error at once
 * - error + RETRY → loading, attempt 0; any state + OFFLINE → offline
 */
export const livePlayerMachine = setup({
  types: {
    context: {} as LivePlayerContext,
    events: {} as LivePlayerEvent,
    input: {} as { source: StreamSource | null },
  },
  delays: {
    backoff: ({ context }) => backoffMs(context.attempt),
    stallTimeout: STALL_TIMEOUT_MS,
    loadTimeout: LOAD_TIMEOUT_MS,
  },
  guards: {
    hasSource: ({ context }) => context.source !== null,
    canReconnect: ({ context, event }) =>
      event.type === 'FAILED' && event.failure.recoverable && context.attempt < RECONNECT_ATTEMPTS,
    outOfAttempts: ({ context }) => context.attempt > RECONNECT_ATTEMPTS,
  },
  actions: {
    takeSource: assign({
      source: ({ event, context }) => (event.type === 'ONLINE' ? event.source : context.source),
      attempt: 0,
      failure: null,
    }),
    newGeneration: assign({ generation: ({ context }) => context.generation + 1 }),
    ranFine: assign({ attempt: 0, failure: null }),
    noteFailure: assign({
      failure: ({ event, context }) => (event.type === 'FAILED' ? event.failure : context.failure),
    }),
    noteStall: assign({ failure: stalledFailure }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    forgetAttempts: assign({ attempt: 0 }),
    dropSource: assign({ source: null, failure: null, attempt: 0 }),
  },
}).createMachine({
  id: 'livePlayer',
  context: ({ input }) => ({ source: input.source, attempt: 0, failure: null, generation: 0 }),
  initial: 'starting',
  on: {
    OFFLINE: { target: '.offline', actions: 'dropSource' },
    ONLINE: { target: '.loading', actions: 'takeSource' },
  },
  states: {
    starting: {
      always: [{ guard: 'hasSource', target: 'loading' }, { target: 'offline' }],
    },
    offline: {},
    loading: {
      entry: 'newGeneration',
      after: { loadTimeout: { target: 'reconnecting', actions: 'noteStall' } },
      on: {
        PLAYING: { target: 'playing', actions: 'ranFine' },
        FAILED: [
          { guard: 'canReconnect', target: 'reconnecting', actions: 'noteFailure' },
          { target: 'error', actions: 'noteFailure' },
        ],
      },
    },
    playing: {
      on: {
        STALLED: 'stalled',
        FAILED: [
          { guard: 'canReconnect', target: 'reconnecting', actions: 'noteFailure' },
          { target: 'error', actions: 'noteFailure' },
        ],
      },
    },
    stalled: {
      after: { stallTimeout: { target: 'reconnecting', actions: 'noteStall' } },
      on: {
        PLAYING: 'playing',
        FAILED: [
          { guard: 'canReconnect', target: 'reconnecting', actions: 'noteFailure' },
          { target: 'error', actions: 'noteFailure' },
        ],
      },
    },
    reconnecting: {
      entry: 'countAttempt',
      // A stall or a load timeout comes here without the FAILED guard: the count is checked here too.
      always: { guard: 'outOfAttempts', target: 'error' },
      after: { backoff: 'loading' },
      on: { RETRY: 'loading' },
    },
    error: {
      on: { RETRY: { target: 'loading', actions: 'forgetAttempts' } },
    },
  },
});
