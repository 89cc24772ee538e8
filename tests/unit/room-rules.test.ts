// The live room's small rules: the gift combo, barrage lanes and stored barrage settings, the chat lines' merge.
import { describe, expect, it } from 'vitest';
import type { ChatLine } from '../../contract/calls/chat';
import {
  flightMs,
  freeLane,
  laneCount,
  laneFreeAfter,
} from '../../src/features/room/barrage/lanes';
import { defaultBarrage, parseBarrageSettings } from '../../src/features/room/barrage/settings';
import { mergeLines } from '../../src/features/room/chat/chat-panel';
import { COMBO_WINDOW_MS, nextCombo } from '../../src/features/room/gifts/combo';

describe('nextCombo', () => {
  it('counts the same gift and count within the window, and starts again otherwise', () => {
    const first = nextCombo(null, 6, 1, 1_000);
    expect(first.combo).toBe(1);
    const second = nextCombo(first, 6, 1, 1_000 + COMBO_WINDOW_MS);
    expect(second.combo).toBe(2);
    expect(nextCombo(second, 6, 1, second.at + COMBO_WINDOW_MS + 1).combo).toBe(1);
    expect(nextCombo(second, 7, 1, second.at + 10).combo).toBe(1);
    expect(nextCombo(second, 6, 10, second.at + 10).combo).toBe(1);
  });
});

describe('barrage lanes', () => {
  it('takes the first free lane, none when all are busy', () => {
    expect(freeLane([0, 0, 0], 100)).toBe(0);
    expect(freeLane([500, 50, 0], 100)).toBe(1);
    expect(freeLane([500, 600], 100)).toBe(-1);
  });

  it('frees a lane once the line and a gap have entered, at one speed for all lines', () => {
    // 110 px line + 40 px gap at 150 px/s: 1 s.
    expect(laneFreeAfter(0, 110, 150)).toBe(1_000);
    // Crossing 860 px plus its own 140 px at 150 px/s.
    expect(flightMs(860, 140, 150)).toBeCloseTo(6_666.67, 1);
    expect(laneCount(480)).toBe(12);
    expect(laneCount(10)).toBe(1);
  });

  it('reads stored settings field by field, falling back on defaults', () => {
    expect(parseBarrageSettings(null)).toEqual(defaultBarrage);
    expect(parseBarrageSettings('not json')).toEqual(defaultBarrage);
    expect(parseBarrageSettings('{"on":false,"density":"high","opacity":0.5}')).toEqual({
      on: false,
      density: 'high',
      opacity: 0.5,
    });
    expect(parseBarrageSettings('{"density":"huge","opacity":7}')).toEqual(defaultBarrage);
  });
});

describe('mergeLines', () => {
  const chat = (id: number): ChatLine => ({
    id,
    roomId: 1,
    userId: 2,
    nickName: 'x',
    level: 0,
    nobility: null,
    role: 'viewer',
    content: String(id),
    kind: 'chat',
    barrageId: null,
    at: 0,
  });
  const line = (id: number) => ({ kind: 'chat' as const, key: `c${id}`, line: chat(id) });

  it('puts older pages first and my unpushed sends last, each message once', () => {
    const merged = mergeLines([chat(1), chat(2), chat(3)], [line(3), line(4)], [chat(4), chat(5)]);
    expect(merged.map((l) => l.key)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
  });
});
