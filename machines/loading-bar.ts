// The loading bar's states: idle, loading (creeping up), finishing (complete animation), failed (spec §4).
import { assign, setup } from 'xstate';

/** How often the bar creeps forward while something is loading. */
export const TRICKLE_MS = 250;
/** How long the full bar stays before it is hidden: the "complete" animation. */
export const FINISH_MS = 400;
/** How long a failed page load stays visible in red before the bar is hidden. */
export const FAILED_MS = 1_500;
/** Where the bar starts, so a start is visible at once. */
export const START_PROGRESS = 10;
/** The bar never fills while work is outstanding: only finishing or failing fills it. */
export const TRICKLE_CEILING = 95;

/** One creep forward: big steps early, ever smaller ones near the ceiling, so a slow page still moves. */
export function trickle(progress: number): number {
  const step = Math.max(0.5, (TRICKLE_CEILING - progress) * 0.12);
  return Math.min(TRICKLE_CEILING, Math.round((progress + step) * 10) / 10);
}

export interface LoadingBarContext {
  /** HTTP requests in flight (from streams/pending-requests), opted-out ones excluded. */
  count: number;
  /** A route navigation has begun and not yet resolved. */
  navigating: boolean;
  /** Width of the bar, 0-100. */
  progress: number;
}

export type LoadingBarEvent =
  | { type: 'PENDING'; count: number }
  | { type: 'NAVIGATE_START' }
  | { type: 'NAVIGATE_END' }
  | { type: 'PAGE_LOAD_FAILED' };

const busy = (context: LoadingBarContext) => context.count > 0 || context.navigating;

/**
 * The loading bar at the top of every page. It loads while requests are pending or a navigation is
 * under way, fills and fades when both are done, and turns red for a moment when a page fails.
 *
 * Example transitions (machines/loading-bar.test.ts):
 * - idle + PENDING {count: 1} → loading, progress 10; every 250 ms progress creeps up, never past 95
 * - loading + PENDING {count: 2} → loading (count 2); PENDING {count: 0} → finishing, progress 100
 * - loading + NAVIGATE_START, PENDING {count: 0} → still loading until NAVIGATE_END → finishing
 * - finishing + 400 ms → idle, progress 0
 * - finishing + PENDING {count: 1} → loading again, progress back to 10
 * - any state + PAGE_LOAD_FAILED → failed, progress 100; + 1500 ms → idle
 * - failed + 1500 ms while requests are still pending → idle → loading at once
 */
export const loadingBarMachine = setup({
  types: {
    context: {} as LoadingBarContext,
    events: {} as LoadingBarEvent,
  },
  actions: {
    recordCount: assign({
      count: ({ event }) => (event.type === 'PENDING' ? Math.max(0, event.count) : 0),
    }),
    navigationStarted: assign({ navigating: true }),
    navigationEnded: assign({ navigating: false }),
    start: assign({ progress: ({ context }) => Math.max(context.progress, START_PROGRESS) }),
    restart: assign({ progress: START_PROGRESS }),
    creep: assign({ progress: ({ context }) => trickle(context.progress) }),
    fill: assign({ progress: 100 }),
    reset: assign({ progress: 0 }),
  },
  guards: {
    busy: ({ context }) => busy(context),
    nowBusy: ({ context, event }) =>
      event.type === 'PENDING' ? event.count > 0 || context.navigating : busy(context),
    nowIdle: ({ context, event }) => {
      if (event.type === 'PENDING') return event.count <= 0 && !context.navigating;
      if (event.type === 'NAVIGATE_END') return context.count <= 0;
      return !busy(context);
    },
  },
  delays: {
    trickle: TRICKLE_MS,
    finish: FINISH_MS,
    failedShown: FAILED_MS,
  },
}).createMachine({
  id: 'loadingBar',
  context: { count: 0, navigating: false, progress: 0 },
  initial: 'idle',
  on: {
    PAGE_LOAD_FAILED: { target: '.failed' },
  },
  states: {
    idle: {
      entry: 'reset',
      // Work that went on while the bar was showing a failure (or finishing) starts it again.
      always: { guard: 'busy', target: 'loading' },
      on: {
        PENDING: { actions: 'recordCount' },
        NAVIGATE_START: { actions: 'navigationStarted' },
        NAVIGATE_END: { actions: 'navigationEnded' },
      },
    },
    loading: {
      entry: 'start',
      after: {
        trickle: { target: 'loading', reenter: true, actions: 'creep' },
      },
      on: {
        PENDING: [
          { guard: 'nowIdle', target: 'finishing', actions: 'recordCount' },
          { actions: 'recordCount' },
        ],
        NAVIGATE_START: { actions: 'navigationStarted' },
        NAVIGATE_END: [
          { guard: 'nowIdle', target: 'finishing', actions: 'navigationEnded' },
          { actions: 'navigationEnded' },
        ],
      },
    },
    finishing: {
      entry: 'fill',
      after: { finish: 'idle' },
      on: {
        PENDING: [
          { guard: 'nowBusy', target: 'loading', actions: ['recordCount', 'restart'] },
          { actions: 'recordCount' },
        ],
        NAVIGATE_START: { target: 'loading', actions: ['navigationStarted', 'restart'] },
        NAVIGATE_END: { actions: 'navigationEnded' },
      },
    },
    failed: {
      entry: 'fill',
      after: { failedShown: 'idle' },
      // Keep counting so the bar knows, once the red has shown, whether work is still going on.
      on: {
        PAGE_LOAD_FAILED: { target: 'failed', reenter: true },
        PENDING: { actions: 'recordCount' },
        NAVIGATE_START: { actions: 'navigationStarted' },
        NAVIGATE_END: { actions: 'navigationEnded' },
      },
    },
  },
});
