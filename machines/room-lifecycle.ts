// A live room's lifecycle (开播 → 等待推流 → 直播中 → 下播), one table of transitions shared by the anchor
// console's machine and the server, so both agree on which event moves a room where.
import { assign, setup } from 'xstate';

export type RoomLifecycleStatus = 'offline' | 'waiting' | 'live';

export type RoomLifecycleEvent =
  /** The anchor pressed 开播 (POST /api/room/up): title and match set, the room waits for the stream. */
  | { type: 'UP' }
  /** The media server accepted a publish with the room's key. */
  | { type: 'PUBLISH' }
  /** The stream stopped; the room waits out the grace period for it to come back. */
  | { type: 'UNPUBLISH' }
  /** No stream came back within the grace period after an UNPUBLISH. */
  | { type: 'GRACE_EXPIRED' }
  /** The anchor pressed 下播 (GET /api/room/down). */
  | { type: 'DOWN' };

export type RoomLifecycleEventType = RoomLifecycleEvent['type'];

/**
 * Where each event takes a room from each status; a missing entry is refused. Publishing into an
 * offline room is refused on purpose: the anchor presses 开播 first (title and match), as on the big
 * Chinese platforms, so a leaked key or a stray OBS test cannot put a room on air by itself.
 * UP while up only updates the title and match; DOWN while offline is a no-op.
 */
export const roomLifecycleTransitions: Record<
  RoomLifecycleStatus,
  Partial<Record<RoomLifecycleEventType, RoomLifecycleStatus>>
> = {
  offline: { UP: 'waiting', DOWN: 'offline' },
  waiting: { UP: 'waiting', PUBLISH: 'live', GRACE_EXPIRED: 'offline', DOWN: 'offline' },
  live: { UP: 'live', PUBLISH: 'live', UNPUBLISH: 'waiting', DOWN: 'offline' },
};

/** The status an event leads to, or null when the event is refused in that status. */
export function nextRoomStatus(
  status: RoomLifecycleStatus,
  event: RoomLifecycleEventType,
): RoomLifecycleStatus | null {
  return roomLifecycleTransitions[status][event] ?? null;
}

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
