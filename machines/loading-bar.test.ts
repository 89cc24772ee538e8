// Transition tests for the loading bar: start, creep, finish, fail, and work arriving mid-animation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  FAILED_MS,
  FINISH_MS,
  loadingBarMachine,
  START_PROGRESS,
  TRICKLE_CEILING,
  TRICKLE_MS,
  trickle,
} from './loading-bar';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const start = () => {
  const bar = createActor(loadingBarMachine);
  bar.start();
  return bar;
};
const view = (bar: ReturnType<typeof start>) => {
  const { value, context } = bar.getSnapshot();
  return { state: value, ...context };
};

describe('loadingBarMachine', () => {
  it('starts idle and empty', () => {
    expect(view(start())).toEqual({ state: 'idle', count: 0, navigating: false, progress: 0 });
  });

  it('loads while requests are pending and finishes when the count returns to zero', () => {
    const bar = start();
    bar.send({ type: 'PENDING', count: 1 });
    expect(view(bar)).toMatchObject({ state: 'loading', count: 1, progress: START_PROGRESS });
    bar.send({ type: 'PENDING', count: 2 });
    bar.send({ type: 'PENDING', count: 1 });
    expect(view(bar)).toMatchObject({ state: 'loading', count: 1 });
    bar.send({ type: 'PENDING', count: 0 });
    expect(view(bar)).toMatchObject({ state: 'finishing', count: 0, progress: 100 });
    vi.advanceTimersByTime(FINISH_MS - 1);
    expect(view(bar).state).toBe('finishing');
    vi.advanceTimersByTime(1);
    expect(view(bar)).toMatchObject({ state: 'idle', progress: 0 });
  });

  it('creeps up while loading but never fills', () => {
    const bar = start();
    bar.send({ type: 'PENDING', count: 1 });
    vi.advanceTimersByTime(TRICKLE_MS);
    const first = view(bar).progress;
    expect(first).toBeGreaterThan(START_PROGRESS);
    vi.advanceTimersByTime(TRICKLE_MS);
    expect(view(bar).progress).toBeGreaterThan(first);
    vi.advanceTimersByTime(TRICKLE_MS * 500);
    expect(view(bar)).toMatchObject({ state: 'loading', progress: TRICKLE_CEILING });
  });

  it('trickle slows near the ceiling and stops at it', () => {
    expect(trickle(10) - 10).toBeGreaterThan(trickle(80) - 80);
    expect(trickle(94.8)).toBe(TRICKLE_CEILING);
    expect(trickle(TRICKLE_CEILING)).toBe(TRICKLE_CEILING);
  });

  it('a navigation keeps it loading until it resolves, even with no requests pending', () => {
    const bar = start();
    bar.send({ type: 'NAVIGATE_START' });
    expect(view(bar)).toMatchObject({ state: 'loading', navigating: true });
    bar.send({ type: 'PENDING', count: 1 });
    bar.send({ type: 'PENDING', count: 0 });
    expect(view(bar).state).toBe('loading');
    bar.send({ type: 'NAVIGATE_END' });
    expect(view(bar)).toMatchObject({ state: 'finishing', navigating: false });
  });

  it('requests outliving the navigation keep it loading until they end', () => {
    const bar = start();
    bar.send({ type: 'NAVIGATE_START' });
    bar.send({ type: 'PENDING', count: 2 });
    bar.send({ type: 'NAVIGATE_END' });
    expect(view(bar).state).toBe('loading');
    bar.send({ type: 'PENDING', count: 0 });
    expect(view(bar).state).toBe('finishing');
  });

  it('work arriving while finishing restarts the bar from the start', () => {
    const bar = start();
    bar.send({ type: 'PENDING', count: 1 });
    vi.advanceTimersByTime(TRICKLE_MS * 10);
    bar.send({ type: 'PENDING', count: 0 });
    bar.send({ type: 'PENDING', count: 1 });
    expect(view(bar)).toMatchObject({ state: 'loading', progress: START_PROGRESS });
    bar.send({ type: 'PENDING', count: 0 });
    bar.send({ type: 'NAVIGATE_START' });
    expect(view(bar)).toMatchObject({ state: 'loading', progress: START_PROGRESS });
  });

  it('an end of navigation that never started (mounted mid-load) is harmless', () => {
    const bar = start();
    bar.send({ type: 'NAVIGATE_END' });
    expect(view(bar)).toMatchObject({ state: 'idle', navigating: false });
  });

  it('a page-load failure shows red, full width, then hides', () => {
    const bar = start();
    bar.send({ type: 'NAVIGATE_START' });
    bar.send({ type: 'PAGE_LOAD_FAILED' });
    expect(view(bar)).toMatchObject({ state: 'failed', progress: 100 });
    bar.send({ type: 'NAVIGATE_END' });
    expect(view(bar).state).toBe('failed');
    vi.advanceTimersByTime(FAILED_MS - 1);
    expect(view(bar).state).toBe('failed');
    vi.advanceTimersByTime(1);
    expect(view(bar)).toMatchObject({ state: 'idle', progress: 0 });
  });

  it('fails from idle and from finishing too', () => {
    const bar = start();
    bar.send({ type: 'PAGE_LOAD_FAILED' });
    expect(view(bar).state).toBe('failed');
    vi.advanceTimersByTime(FAILED_MS);
    bar.send({ type: 'PENDING', count: 1 });
    bar.send({ type: 'PENDING', count: 0 });
    expect(view(bar).state).toBe('finishing');
    bar.send({ type: 'PAGE_LOAD_FAILED' });
    expect(view(bar).state).toBe('failed');
  });

  it('after the red, still-pending work takes the bar straight back to loading', () => {
    const bar = start();
    bar.send({ type: 'PAGE_LOAD_FAILED' });
    bar.send({ type: 'PENDING', count: 1 });
    expect(view(bar)).toMatchObject({ state: 'failed', count: 1 });
    vi.advanceTimersByTime(FAILED_MS);
    expect(view(bar)).toMatchObject({ state: 'loading', progress: START_PROGRESS });
  });

  it('a second failure while red keeps it red for the full time again', () => {
    const bar = start();
    bar.send({ type: 'PAGE_LOAD_FAILED' });
    vi.advanceTimersByTime(FAILED_MS - 100);
    bar.send({ type: 'PAGE_LOAD_FAILED' });
    vi.advanceTimersByTime(FAILED_MS - 1);
    expect(view(bar).state).toBe('failed');
    vi.advanceTimersByTime(1);
    expect(view(bar).state).toBe('idle');
  });
});
