// The anchor console's machine of its room's lifecycle, driven by the transition table in contract/room-lifecycle.ts.
import { assign, setup } from 'xstate';
import type { RoomLifecycleEvent, RoomLifecycleStatus } from '../contract/room-lifecycle';

export interface RoomLifecycleContext {
  /** How long a stopped stream may stay away before the room goes offline by itself. */
  graceMs: number;
  /** Whether the room is waiting after a stream stopped (the grace timer runs) rather than after 开播. */
  reconnecting: boolean;
  /** The status the server reported when the console opened. */
  reported: RoomLifecycleStatus;
}

/**
 * The anchor console's view of its room, fed by its own calls (UP, DOWN) and by the room channel's
 * 'room.status' pushes (PUBLISH, UNPUBLISH). Its states and events are the table above.
 *
 * Example transitions (machines/room-lifecycle.test.ts):
 * - offline + UP → waiting (reconnecting false); waiting + PUBLISH → live
 * - live + UNPUBLISH → waiting (reconnecting true); + graceMs without PUBLISH → offline
 * - waiting (reconnecting) + PUBLISH before graceMs → live, and the timer is dropped
 * - waiting after UP never times out by itself: OBS may take a while to start
 * - offline + PUBLISH → offline (refused); waiting | live + DOWN → offline
 */
export const roomLifecycleMachine = setup({
  types: {
    context: {} as RoomLifecycleContext,
    events: {} as RoomLifecycleEvent,
    input: {} as { graceMs: number; status?: RoomLifecycleStatus },
  },
  delays: {
    grace: ({ context }) => context.graceMs,
  },
  guards: {
    reconnecting: ({ context }) => context.reconnecting,
  },
}).createMachine({
  id: 'roomLifecycle',
  context: ({ input }) => ({
    graceMs: input.graceMs,
    reconnecting: false,
    reported: input.status ?? 'offline',
  }),
  initial: 'start',
  states: {
    // Picks the status the server reported when the console opened.
    start: {
      always: [
        { guard: ({ context }) => context.reported === 'live', target: 'live' },
        { guard: ({ context }) => context.reported === 'waiting', target: 'waiting' },
        { target: 'offline' },
      ],
    },
    offline: {
      entry: assign({ reconnecting: false }),
      on: { UP: 'waiting' },
    },
    waiting: {
      on: {
        // Targetless: a new title does not restart a running grace timer.
        UP: {},
        PUBLISH: 'live',
        DOWN: 'offline',
        GRACE_EXPIRED: 'offline',
      },
      after: {
        grace: { guard: 'reconnecting', target: 'offline' },
      },
    },
    live: {
      entry: assign({ reconnecting: false }),
      on: {
        UP: {},
        PUBLISH: {},
        UNPUBLISH: { target: 'waiting', actions: assign({ reconnecting: true }) },
        DOWN: 'offline',
      },
    },
  },
});
