// The live minute: every football and basketball state, the server clock running it, and the no-going-back rule.
import { describe, expect, it } from 'vitest';
import {
  basketballClock,
  type ClockFields,
  createMinuteKeeper,
  footballClock,
  gameClock,
  monotonicMinute,
} from '../../src/features/scores/minute';

const START = 1_760_000_000_000;
const MIN = 60_000;
const SEC = 1_000;

const football = (patch: Partial<ClockFields>): ClockFields => ({
  state: 2,
  periodStartAt: START,
  minute: 1,
  addedTime: 0,
  clockSeconds: null,
  ...patch,
});

const text = (patch: Partial<ClockFields>, now: number) => footballClock(football(patch), now).text;

describe('footballClock', () => {
  it("runs the first half from its start: the first minute is 1'", () => {
    expect(text({}, START)).toBe("1'");
    expect(text({}, START + 59 * SEC)).toBe("1'");
    expect(text({}, START + MIN)).toBe("2'");
    expect(text({}, START + 22 * MIN + 30 * SEC)).toBe("23'");
    expect(text({}, START + 44 * MIN + 59 * SEC)).toBe("45'");
  });

  it('shows stoppage as 45+n, never past the added time announced (+1 before it is)', () => {
    expect(text({}, START + 45 * MIN)).toBe("45+1'");
    expect(text({}, START + 47 * MIN)).toBe("45+1'"); // nothing announced yet
    expect(text({ addedTime: 3 }, START + 46 * MIN + 10 * SEC)).toBe("45+2'");
    expect(text({ addedTime: 3 }, START + 47 * MIN)).toBe("45+3'");
    expect(text({ addedTime: 3 }, START + 55 * MIN)).toBe("45+3'"); // whistle push late
  });

  it('shows 中场 at half-time and 点球 in the shoot-out', () => {
    expect(text({ state: 3, periodStartAt: null, minute: 45 }, START)).toBe('中场');
    expect(text({ state: 7, periodStartAt: null, minute: 120 }, START)).toBe('点球');
  });

  it("runs the second half from 46' to 90+n", () => {
    const second = { state: 4, minute: 46 };
    expect(text(second, START)).toBe("46'");
    expect(text(second, START + 30 * MIN + 5 * SEC)).toBe("76'");
    expect(text(second, START + 44 * MIN)).toBe("90'");
    expect(text({ ...second, addedTime: 5 }, START + 47 * MIN)).toBe("90+3'");
  });

  it("runs extra time 91'-105' then 106'-120', told apart by the feed's minute", () => {
    expect(text({ state: 5, minute: 91 }, START)).toBe("91'");
    expect(text({ state: 5, minute: 91 }, START + 14 * MIN)).toBe("105'");
    expect(text({ state: 5, minute: 91, addedTime: 1 }, START + 15 * MIN)).toBe("105+1'");
    expect(text({ state: 5, minute: 106 }, START + 3 * MIN)).toBe("109'");
    expect(text({ state: 5, minute: 106, addedTime: 2 }, START + 16 * MIN)).toBe("120+2'");
    expect(text({ state: 6, minute: 110 }, START)).toBe("106'");
  });

  it("falls back to the feed's minute when no half start is known", () => {
    expect(text({ periodStartAt: null, minute: 37 }, START + 99 * MIN)).toBe("37'");
    expect(text({ state: 5, periodStartAt: null, minute: 105 }, START)).toBe("105'");
    // Nothing to show as a minute: the state's label stands in.
    expect(text({ state: 2, periodStartAt: null, minute: 0 }, START)).toBe('上半场');
  });

  it("a server clock a little behind the half's start shows its first minute", () => {
    expect(text({ state: 4, minute: 46 }, START - 2 * SEC)).toBe("46'");
  });

  it('shows nothing for matches not being played', () => {
    for (const state of [0, 1, 8, 9, 10, 11, 12, 13, 99])
      expect(footballClock(football({ state }), START)).toEqual({ text: '', progress: null });
  });
});

describe('basketballClock', () => {
  const basketball = (state: number, clockSeconds: number | null) =>
    basketballClock({ state, periodStartAt: START, minute: 0, addedTime: 0, clockSeconds });

  it('shows the quarter and the game clock as mm:ss', () => {
    expect(basketball(2, 600).text).toBe('1st 10:00');
    expect(basketball(4, 495).text).toBe('2nd 08:15');
    expect(basketball(6, 59).text).toBe('3rd 00:59');
    expect(basketball(8, 0).text).toBe('4th 00:00');
    expect(basketball(9, 182).text).toBe('加时 03:02');
    expect(basketball(2, null).text).toBe('1st');
  });

  it("shows the state's short label between quarters, nothing when not being played", () => {
    expect(basketball(3, 0).text).toBe('1st完');
    expect(basketball(5, null).text).toBe('2nd完');
    expect(basketball(7, null).text).toBe('3rd完');
    for (const state of [0, 1, 10, 11, 12, 13, 14, 15]) expect(basketball(state, 30).text).toBe('');
  });

  it('formats odd seconds', () => {
    expect(gameClock(61.9)).toBe('01:01');
    expect(gameClock(-3)).toBe('00:00');
    expect(gameClock(720)).toBe('12:00');
  });
});

describe('monotonicMinute', () => {
  const row = (patch: Partial<ClockFields>) => ({ id: 7, ...football(patch) });

  it('never shows a minute behind the last one shown in the same state', () => {
    const keeper = createMinuteKeeper();
    const show = (patch: Partial<ClockFields>, now: number) =>
      monotonicMinute('football', row(patch), now, keeper);
    expect(show({ addedTime: 3 }, START + 46 * MIN)).toBe("45+2'");
    // The server clock is re-measured a few seconds back: the minute stays.
    expect(show({ addedTime: 3 }, START + 45 * MIN + 50 * SEC)).toBe("45+2'");
    // A push moving the half's start later (an interruption): the minute waits for it to catch up.
    expect(show({ addedTime: 3, periodStartAt: START + 3 * MIN }, START + 46 * MIN)).toBe("45+2'");
    expect(show({ addedTime: 3, periodStartAt: START + 3 * MIN }, START + 50 * MIN)).toBe("45+3'");
    // The feed's own minute, without a start, is behind too.
    expect(show({ periodStartAt: null, minute: 45 }, START + 50 * MIN)).toBe("45+3'");
  });

  it('starts afresh when the state changes', () => {
    const keeper = createMinuteKeeper();
    expect(monotonicMinute('football', row({ addedTime: 2 }), START + 47 * MIN, keeper)).toBe(
      "45+2'",
    );
    expect(
      monotonicMinute('football', row({ state: 3, periodStartAt: null }), START + 48 * MIN, keeper),
    ).toBe('中场');
    expect(
      monotonicMinute(
        'football',
        row({ state: 4, minute: 46, periodStartAt: START + 62 * MIN }),
        START + 62 * MIN,
        keeper,
      ),
    ).toBe("46'");
  });

  it('keeps matches apart, by sport too', () => {
    const keeper = createMinuteKeeper();
    expect(monotonicMinute('football', row({}), START + 30 * MIN, keeper)).toBe("31'");
    expect(monotonicMinute('football', { ...row({}), id: 8 }, START + 5 * MIN, keeper)).toBe("6'");
    const quarter = { id: 7, state: 2, periodStartAt: START, minute: 3, addedTime: 0 };
    expect(monotonicMinute('basketball', { ...quarter, clockSeconds: 400 }, 0, keeper)).toBe(
      '1st 06:40',
    );
  });

  it('never lets the basketball clock go back up within a quarter', () => {
    const keeper = createMinuteKeeper();
    const q = (state: number, clockSeconds: number | null) =>
      monotonicMinute(
        'basketball',
        { id: 3, state, periodStartAt: START, minute: 0, addedTime: 0, clockSeconds },
        0,
        keeper,
      );
    expect(q(4, 300)).toBe('2nd 05:00');
    expect(q(4, 310)).toBe('2nd 05:00');
    expect(q(4, 200)).toBe('2nd 03:20');
    expect(q(5, null)).toBe('2nd完');
    expect(q(6, 720)).toBe('3rd 12:00');
  });

  it('forgets a match once it is not being played', () => {
    const keeper = createMinuteKeeper();
    expect(monotonicMinute('football', row({}), START + 80 * MIN, keeper)).toBe("45+1'");
    expect(monotonicMinute('football', row({ state: 8 }), START + 99 * MIN, keeper)).toBe('');
    // Back to the same state (a corrected feed): not held at the old minute.
    expect(monotonicMinute('football', row({}), START + 10 * MIN, keeper)).toBe("11'");
  });
});
