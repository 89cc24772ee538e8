// Transition tests for the live room's player: start, stalls, reconnects with backoff, giving up, retry, offline.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  backoffMs,
  LOAD_TIMEOUT_MS,
  livePlayerMachine,
  RECONNECT_ATTEMPTS,
  RECONNECT_MAX_MS,
  STALL_TIMEOUT_MS,
  type StreamSource,
} from './live-player';
import { flvErrorDetails, flvErrorTypes, flvFailureOf } from './player-errors';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const SOURCE: StreamSource = { flv: '/media/live/abc.flv', hls: null };
const network = flvFailureOf(flvErrorTypes.network, flvErrorDetails.networkException);
const codec = flvFailureOf(flvErrorTypes.media, flvErrorDetails.codecUnsupported);

const start = (source: StreamSource | null = SOURCE) =>
  createActor(livePlayerMachine, { input: { source } }).start();
const view = (player: ReturnType<typeof start>) => {
  const { value, context } = player.getSnapshot();
  return { state: value, ...context };
};

describe('livePlayerMachine', () => {
  it('starts loading a live room and offline without a stream', () => {
    expect(view(start())).toMatchObject({ state: 'loading', generation: 1, attempt: 0 });
    expect(view(start(null))).toMatchObject({ state: 'offline', generation: 0 });
  });

  it('plays, stalls and plays again without a new player', () => {
    const player = start();
    player.send({ type: 'PLAYING' });
    expect(view(player).state).toBe('playing');
    player.send({ type: 'STALLED' });
    expect(view(player).state).toBe('stalled');
    vi.advanceTimersByTime(STALL_TIMEOUT_MS - 1);
    player.send({ type: 'PLAYING' });
    expect(view(player)).toMatchObject({ state: 'playing', generation: 1 });
  });

  it('a stall that lasts reconnects with a new player', () => {
    const player = start();
    player.send({ type: 'PLAYING' });
    player.send({ type: 'STALLED' });
    vi.advanceTimersByTime(STALL_TIMEOUT_MS);
    expect(view(player)).toMatchObject({ state: 'reconnecting', attempt: 1 });
    expect(view(player).failure?.kind).toBe('stalled');
    vi.advanceTimersByTime(backoffMs(1));
    expect(view(player)).toMatchObject({ state: 'loading', generation: 2 });
  });

  it('a load that never plays is retried', () => {
    const player = start();
    vi.advanceTimersByTime(LOAD_TIMEOUT_MS);
    expect(view(player).state).toBe('reconnecting');
  });

  it('waits longer before each reconnect, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map(backoffMs)).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      RECONNECT_MAX_MS,
      RECONNECT_MAX_MS,
    ]);
    const player = start();
    player.send({ type: 'FAILED', failure: network });
    expect(view(player)).toMatchObject({ state: 'reconnecting', attempt: 1, failure: network });
    vi.advanceTimersByTime(999);
    expect(view(player).state).toBe('reconnecting');
    vi.advanceTimersByTime(1);
    expect(view(player)).toMatchObject({ state: 'loading', generation: 2 });
    player.send({ type: 'FAILED', failure: network });
    vi.advanceTimersByTime(1_999);
    expect(view(player)).toMatchObject({ state: 'reconnecting', attempt: 2 });
    vi.advanceTimersByTime(1);
    expect(view(player).state).toBe('loading');
  });

  it('playing again forgets the failures', () => {
    const player = start();
    player.send({ type: 'FAILED', failure: network });
    vi.advanceTimersByTime(backoffMs(1));
    player.send({ type: 'PLAYING' });
    expect(view(player)).toMatchObject({ state: 'playing', attempt: 0, failure: null });
  });

  it(`gives up after ${RECONNECT_ATTEMPTS} reconnects in a row and shows the failure`, () => {
    const player = start();
    for (let i = 1; i <= RECONNECT_ATTEMPTS; i++) {
      player.send({ type: 'FAILED', failure: network });
      expect(view(player)).toMatchObject({ state: 'reconnecting', attempt: i });
      vi.advanceTimersByTime(backoffMs(i));
    }
    player.send({ type: 'FAILED', failure: network });
    expect(view(player)).toMatchObject({ state: 'error', failure: network });
  });

  it('an unplayable stream fails at once; 重试 loads again from scratch', () => {
    const player = start();
    player.send({ type: 'FAILED', failure: codec });
    expect(view(player)).toMatchObject({ state: 'error', failure: codec, generation: 1 });
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(view(player).state).toBe('error');
    player.send({ type: 'RETRY' });
    expect(view(player)).toMatchObject({ state: 'loading', attempt: 0, generation: 2 });
  });

  it('重试 while waiting to reconnect does not wait', () => {
    const player = start();
    player.send({ type: 'FAILED', failure: network });
    player.send({ type: 'RETRY' });
    expect(view(player)).toMatchObject({ state: 'loading', generation: 2 });
  });

  it('goes offline from any state and back when the room is live again', () => {
    const player = start();
    player.send({ type: 'FAILED', failure: network });
    player.send({ type: 'OFFLINE' });
    expect(view(player)).toMatchObject({ state: 'offline', source: null, failure: null });
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    expect(view(player).state).toBe('offline');
    player.send({ type: 'RETRY' });
    expect(view(player).state).toBe('offline');
    const next = { flv: '/media/live/def.flv', hls: '/media/live/def/index.m3u8' };
    player.send({ type: 'ONLINE', source: next });
    expect(view(player)).toMatchObject({ state: 'loading', source: next, generation: 2 });
  });
});
