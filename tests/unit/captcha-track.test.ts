// The slider's drag-track rules: a hand's drags pass, a script's glide, jump or dash does not.
import { describe, expect, it } from 'vitest';
import {
  judgeTrack,
  parseTrack,
  TRACK_RULES,
  type TrackPoint,
} from '../../server/modules/captcha/track';
import { humanTrack } from './captcha-human-track';

const judge = (track: TrackPoint[], answerX: number, elapsedMs = 60_000) =>
  judgeTrack(track, { answerX, elapsedMs });

/** A script's drag: `steps` equal moves at equal intervals. */
const glide = (x: number, durationMs: number, steps: number): TrackPoint[] =>
  Array.from({ length: steps + 1 }, (_, i) => [
    Math.round((durationMs * i) / steps),
    Math.round(((x * i) / steps) * 10) / 10,
  ]);

/** A recorded drag, by hand with a mouse, in 310-wide units (slow start, overshoot, settle). */
const recorded: TrackPoint[] = [
  [0, 0],
  [17, 0],
  [33, 1.2],
  [50, 4.8],
  [66, 11.3],
  [83, 22.9],
  [100, 38.4],
  [116, 56.7],
  [133, 74.1],
  [150, 91.6],
  [166, 106.2],
  [183, 118.4],
  [200, 128.8],
  [216, 137.1],
  [233, 143.3],
  [250, 148.2],
  [266, 151.9],
  [283, 154.2],
  [300, 155.6],
  [333, 156.1],
  [366, 155.3],
  [400, 154.4],
  [450, 153.8],
  [516, 153.6],
];

describe('judgeTrack accepts a hand', () => {
  it('passes a recorded mouse drag', () => {
    expect(judge(recorded, 153.6)).toEqual({ ok: true });
  });

  it('passes many drawn human drags, short and long, near and far', () => {
    for (let i = 0; i < 300; i++) {
      const x = 50 + Math.random() * 210;
      const duration = 260 + Math.random() * 3000;
      const track = humanTrack(x, duration);
      const verdict = judge(track, x);
      expect(verdict, `x ${x} over ${duration} ms: ${JSON.stringify(track)}`).toEqual({ ok: true });
    }
  });

  it('passes a drag that pauses midway and corrects back a little', () => {
    const track: TrackPoint[] = [
      ...humanTrack(120, 500),
      [620, 120],
      [700, 120],
      ...humanTrack(30, 400)
        .slice(1)
        .map(([t, x]): TrackPoint => [700 + t, 120 + x]),
      [1200, 146],
      [1260, 142],
      [1300, 140],
    ];
    expect(judge(track, 140)).toEqual({ ok: true });
  });
});

describe('judgeTrack refuses a script', () => {
  it('refuses a straight constant-speed glide, however many steps and however slow', () => {
    expect(judge(glide(180, 600, 30), 180)).toEqual({ ok: false, reason: 'even speed' });
    expect(judge(glide(180, 2_000, 100), 180)).toEqual({ ok: false, reason: 'even speed' });
  });

  it('refuses a glide with jittered timing (equal steps, uneven intervals)', () => {
    const track = glide(200, 800, 40).map(
      ([t, x], i): TrackPoint => [i === 0 ? 0 : t + (i % 2 ? 6 : -6), x],
    );
    expect(judge(track, 200)).toEqual({ ok: false, reason: 'even speed' });
  });

  it('refuses a single jump, and a jump hidden among slow samples', () => {
    expect(
      judge(
        [
          [0, 0],
          [400, 180],
        ],
        180,
      ).ok,
    ).toBe(false);
    const hidden: TrackPoint[] = [
      ...humanTrack(20, 300),
      [320, 150],
      ...humanTrack(30, 300)
        .slice(1)
        .map(([t, x]): TrackPoint => [320 + t, 150 + x]),
    ];
    expect(judge(hidden, 180)).toEqual({ ok: false, reason: 'jumps' });
  });

  it('refuses a drag too fast, too slow, or longer than the challenge has lived', () => {
    expect(judge(humanTrack(150, 150), 150)).toEqual({ ok: false, reason: 'too fast' });
    expect(judge(humanTrack(150, 25_000), 150)).toMatchObject({ ok: false });
    expect(judge(humanTrack(150, 900), 150, 500)).toEqual({
      ok: false,
      reason: 'longer than the challenge has existed',
    });
  });

  it('refuses a track that ends elsewhere than the answer, or starts away from rest', () => {
    expect(judge(humanTrack(150, 700), 160)).toEqual({
      ok: false,
      reason: 'does not end at the answer',
    });
    const late = humanTrack(150, 700).map(([t, x]): TrackPoint => [t, x + 20]);
    expect(judge(late, 170)).toEqual({ ok: false, reason: 'does not start at rest' });
  });

  it('refuses too few samples, time running back, and wandering to and fro', () => {
    // A drag thinned to one sample fewer than the rule asks, first and last kept (every 8th of a
    // random track was sometimes exactly enough and passed).
    const full = humanTrack(150, 700);
    const few = TRACK_RULES.minSamples - 1;
    const sparse = Array.from(
      { length: few },
      (_, i) => full[Math.round((i * (full.length - 1)) / (few - 1))] as TrackPoint,
    );
    expect(judge(sparse, 150)).toEqual({ ok: false, reason: 'too few samples' });
    const back = humanTrack(150, 700);
    [back[3], back[4]] = [back[4] as TrackPoint, back[3] as TrackPoint];
    expect(judge(back, 150)).toEqual({ ok: false, reason: 'time goes back' });
    // Up to 100, back to 40, up again, back again, up again: in steps of 5 every 20 ms.
    const legs = [100, 40, 100, 40, 100];
    const toAndFro: TrackPoint[] = [[0, 0]];
    for (const target of legs) {
      let [t, x] = toAndFro[toAndFro.length - 1] as TrackPoint;
      while (x !== target) {
        x += x < target ? 5 : -5;
        t += 20;
        toAndFro.push([t, x]);
      }
    }
    expect(judge(toAndFro, 100)).toEqual({ ok: false, reason: 'wanders back' });
  });
});

describe('parseTrack', () => {
  it('reads a list of [t, x] pairs and nothing else', () => {
    expect(parseTrack('[[0,0],[16,1.5]]')).toEqual([
      [0, 0],
      [16, 1.5],
    ]);
    for (const bad of [
      '',
      'null',
      '{"t":0}',
      '[[0,0,1]]',
      '[[0,"1"]]',
      '[[0,1e999]]',
      '[0,1]',
      JSON.stringify(Array.from({ length: TRACK_RULES.maxSamples + 1 }, (_, i) => [i, i])),
    ]) {
      expect(parseTrack(bad), bad.slice(0, 30)).toBeNull();
    }
  });
});
