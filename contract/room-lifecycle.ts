// A live room's lifecycle (开播 → 等待推流 → 直播中 → 下播) as one table of transitions: the anchor console's machine
// (machines/room-lifecycle.ts) and the server (server/modules/room/lifecycle.ts) both read it, so they agree.

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
