// The site's match clock: wall time, unless the simulator plays sped up — then its clock, for everything.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config';
import { feedClock } from '../../server/modules/match/feed';

const config = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });

afterEach(() => {
  vi.useRealTimers();
});

describe('feedClock', () => {
  it('is wall time with the feed off or at real speed', () => {
    expect(feedClock(config({ FEED: 'off', FEED_SPEED: '60' }))).toBe(Date.now);
    expect(feedClock(config({ FEED: 'simulator', FEED_SPEED: '1' }))).toBe(Date.now);
  });

  it('runs FEED_SPEED times faster than the wall from now on when the simulator plays sped up', () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'], now: 1_800_000_000_000 });
    const clock = feedClock(config({ FEED: 'simulator', FEED_SPEED: '60' }));
    expect(clock()).toBe(1_800_000_000_000);
    vi.advanceTimersByTime(1_000);
    expect(clock()).toBe(1_800_000_060_000);
  });
});
