// Transition tests for the room lifecycle: up, publish, unpublish with its grace timer, down, and the
// table the server shares with the machine.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  nextRoomStatus,
  type RoomLifecycleEventType,
  type RoomLifecycleStatus,
  roomLifecycleTransitions,
} from '../contract/room-lifecycle';
import { roomLifecycleMachine } from './room-lifecycle';

const GRACE = 5_000;

const start = (status?: RoomLifecycleStatus) =>
  createActor(roomLifecycleMachine, { input: { graceMs: GRACE, status } }).start();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('room lifecycle machine', () => {
  it('goes offline → waiting on UP and waiting → live on PUBLISH', () => {
    const room = start();
    expect(room.getSnapshot().value).toBe('offline');
    room.send({ type: 'UP' });
    expect(room.getSnapshot().value).toBe('waiting');
    expect(room.getSnapshot().context.reconnecting).toBe(false);
    room.send({ type: 'PUBLISH' });
    expect(room.getSnapshot().value).toBe('live');
  });

  it('goes offline by itself when a stopped stream does not come back within the grace period', () => {
    const room = start('live');
    room.send({ type: 'UNPUBLISH' });
    expect(room.getSnapshot().value).toBe('waiting');
    expect(room.getSnapshot().context.reconnecting).toBe(true);
    vi.advanceTimersByTime(GRACE - 1);
    expect(room.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(room.getSnapshot().value).toBe('offline');
  });

  it('stays live when the stream returns within the grace period, and the old timer is dropped', () => {
    const room = start('live');
    room.send({ type: 'UNPUBLISH' });
    vi.advanceTimersByTime(GRACE - 100);
    room.send({ type: 'PUBLISH' });
    vi.advanceTimersByTime(GRACE * 2);
    expect(room.getSnapshot().value).toBe('live');
    expect(room.getSnapshot().context.reconnecting).toBe(false);
  });

  it('keeps waiting after UP however long OBS takes to start', () => {
    const room = start();
    room.send({ type: 'UP' });
    vi.advanceTimersByTime(GRACE * 100);
    expect(room.getSnapshot().value).toBe('waiting');
  });

  it('does not restart the grace timer when the anchor changes the title while reconnecting', () => {
    const room = start('live');
    room.send({ type: 'UNPUBLISH' });
    vi.advanceTimersByTime(GRACE - 100);
    room.send({ type: 'UP' });
    vi.advanceTimersByTime(100);
    expect(room.getSnapshot().value).toBe('offline');
  });

  it('refuses a publish into an offline room and goes offline on DOWN from waiting or live', () => {
    const room = start();
    room.send({ type: 'PUBLISH' });
    expect(room.getSnapshot().value).toBe('offline');
    for (const from of ['waiting', 'live'] as const) {
      const up = start(from);
      expect(up.getSnapshot().value).toBe(from);
      up.send({ type: 'DOWN' });
      expect(up.getSnapshot().value).toBe('offline');
    }
  });
});

describe('the transition table the server uses', () => {
  const statuses: RoomLifecycleStatus[] = ['offline', 'waiting', 'live'];
  const events: RoomLifecycleEventType[] = ['UP', 'PUBLISH', 'UNPUBLISH', 'GRACE_EXPIRED', 'DOWN'];

  it('answers null for refused events and the next status for accepted ones', () => {
    expect(nextRoomStatus('offline', 'PUBLISH')).toBeNull();
    expect(nextRoomStatus('offline', 'UNPUBLISH')).toBeNull();
    expect(nextRoomStatus('waiting', 'PUBLISH')).toBe('live');
    expect(nextRoomStatus('live', 'UNPUBLISH')).toBe('waiting');
    expect(nextRoomStatus('live', 'GRACE_EXPIRED')).toBeNull();
  });

  it('matches the machine for every status and event', () => {
    for (const status of statuses) {
      for (const type of events) {
        const room = start(status);
        // A reconnecting wait is the only one GRACE_EXPIRED is sent in; the table covers both waits.
        room.send({ type });
        const expected = nextRoomStatus(status, type) ?? status;
        expect(`${status} + ${type} → ${room.getSnapshot().value}`).toBe(
          `${status} + ${type} → ${expected}`,
        );
        expect(roomLifecycleTransitions[status][type] ?? null).toBe(nextRoomStatus(status, type));
      }
    }
  });
});
