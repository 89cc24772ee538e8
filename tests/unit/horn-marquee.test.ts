// The marquee's queue: order, each horn once (list and push may both carry it), the cap, and the replay window.
import { describe, expect, it } from 'vitest';
import {
  arrive,
  emptyMarquee,
  finish,
  HORN_QUEUE_MAX,
  HORN_REPLAY_MS,
  replayable,
} from '../../src/features/horn/marquee-queue';

const horn = (id: number, at = 1_000) => ({
  id,
  userId: 7,
  nickName: '球迷',
  content: `第${id}条`,
  at,
});

describe('horn marquee queue', () => {
  it('plays horns one at a time in the order they came', () => {
    let m = arrive(emptyMarquee, [horn(1)]);
    expect(m.current?.id).toBe(1);
    m = arrive(m, [horn(2), horn(3)]);
    expect(m.current?.id).toBe(1);
    expect(m.waiting.map((h) => h.id)).toEqual([2, 3]);
    m = finish(m);
    expect(m.current?.id).toBe(2);
    m = finish(finish(m));
    expect(m.current).toBeNull();
  });

  it('shows a horn once even when the list and the push both carry it', () => {
    let m = arrive(emptyMarquee, [horn(1), horn(2)]);
    m = arrive(m, [horn(2)]);
    m = finish(m);
    m = arrive(m, [horn(1)]);
    expect(m.current?.id).toBe(2);
    expect(m.waiting).toEqual([]);
  });

  it('keeps only the newest waiting horns past the cap', () => {
    const many = Array.from({ length: HORN_QUEUE_MAX + 5 }, (_, i) => horn(i + 1));
    const m = arrive(emptyMarquee, many);
    expect(m.current?.id).toBe(1);
    expect(m.waiting).toHaveLength(HORN_QUEUE_MAX);
    expect(m.waiting.at(-1)?.id).toBe(HORN_QUEUE_MAX + 5);
  });

  it('replays only the last five minutes of the list, oldest first', () => {
    const now = 10_000_000;
    const list = [
      horn(3, now - 1_000),
      horn(2, now - HORN_REPLAY_MS + 1),
      horn(1, now - HORN_REPLAY_MS - 1),
    ];
    expect(replayable(list, now).map((h) => h.id)).toEqual([2, 3]);
  });
});
