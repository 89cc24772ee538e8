// Transition tests for slider variant 2: within 6 units passes (验证通过), else 验证失败：请正确拼合图像 and a reload after 1.5 s.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  SLIDER_V2_RELOAD_MS,
  type SlidingOutcome,
  slidingVerificationMachine,
  withinTolerance,
} from './slider-captcha-v2';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const puzzle = (coox: number): SlidingOutcome => ({
  ok: true,
  puzzle: { tari: 'bg', slii: 'piece', coox, cooy: 5 },
});

function harness(outcomes: (SlidingOutcome | 'offline')[], shownWidth = 310) {
  const queue = [...outcomes];
  let loads = 0;
  const passed: unknown[] = [];
  const actor = createActor(
    slidingVerificationMachine.provide({
      actors: {
        fetchPuzzle: fromPromise(async () => {
          loads += 1;
          const next = queue.shift();
          if (!next || next === 'offline') throw new Error('offline');
          return next;
        }),
      },
    }),
    { input: { shownWidth } },
  );
  actor.on('passed', (e) => passed.push(e));
  actor.start();
  return { actor, passed, loads: () => loads };
}

type H = ReturnType<typeof harness>;
const settle = () => vi.advanceTimersByTimeAsync(0);
const state = (h: H) => h.actor.getSnapshot().value;
const tip = (h: H) => h.actor.getSnapshot().context.tip;
const drag = (h: H, moved: number) => {
  h.actor.send({ type: 'DRAG_START' });
  h.actor.send({ type: 'DRAG_MOVE', moved });
  h.actor.send({ type: 'DRAG_END' });
};

describe('slidingVerificationMachine', () => {
  it('passes a drag that ends within 6 units of the target', async () => {
    const h = harness([puzzle(120)]);
    await settle();
    expect(state(h)).toBe('idle');
    drag(h, 126);
    expect(state(h)).toBe('passed');
    expect(tip(h)).toBe('验证通过');
    expect(h.passed).toEqual([{ type: 'passed' }]);
  });

  it('fails a drag 7 units off, then reloads after 1.5 s', async () => {
    const h = harness([puzzle(120), puzzle(200)]);
    await settle();
    drag(h, 113);
    expect(state(h)).toBe('failed');
    expect(tip(h)).toBe('验证失败：请正确拼合图像');
    await vi.advanceTimersByTimeAsync(SLIDER_V2_RELOAD_MS - 1);
    expect(state(h)).toBe('failed');
    await vi.advanceTimersByTimeAsync(1);
    expect(state(h)).toBe('idle');
    expect(tip(h)).toBe('');
    expect(h.actor.getSnapshot().context.puzzle?.coox).toBe(200);
    expect(h.passed).toEqual([]);
  });

  it('measures the drag on the 310-wide reference', async () => {
    // Shown at 330 wide: 132 shown px is 124 reference units, 4 from a target at 120.
    const h = harness([puzzle(120)], 330);
    await settle();
    drag(h, 132);
    expect(state(h)).toBe('passed');
    expect(withinTolerance(140, 330, 120)).toBe(false);
  });

  it('says the load failed and loads again on REFRESH', async () => {
    const h = harness(['offline', { ok: false, msg: '' }, puzzle(50)]);
    await settle();
    expect(state(h)).toBe('unavailable');
    expect(tip(h)).toBe('验证码加载失败，请刷新重试');
    h.actor.send({ type: 'REFRESH' });
    await settle();
    expect(state(h)).toBe('unavailable');
    h.actor.send({ type: 'REFRESH' });
    await settle();
    expect(state(h)).toBe('idle');
    expect(h.loads()).toBe(3);
  });
});
