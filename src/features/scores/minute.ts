// The match clock as a score row shows it: the football minute run from the half's start on the server clock,
// the basketball quarter and game clock; and a keeper so a match's shown minute never goes back.

import {
  basketballMatchPhase,
  basketballMatchStateShortLabel,
  footballMatchPhase,
  footballMatchStateLabel,
} from '../../../contract/enums/match-states';
import type { MatchType } from '../../../contract/events';
import type { MatchItem } from '../../../contract/match';

export type ClockFields = Pick<
  MatchItem,
  'state' | 'periodStartAt' | 'minute' | 'addedTime' | 'clockSeconds'
>;

export interface MatchClock {
  /** What the row shows: 23', 45+2', 中场, 2nd 08:15 … ('' when the match is not being played). */
  text: string;
  /** How far the clock has run within the state (larger is later); null when a label stands in for it. */
  progress: number | null;
}

const MINUTE_MS = 60_000;
const NONE: MatchClock = { text: '', progress: null };

/** The football spells with a running clock: the first minute they show and their last minute of normal time. */
function footballSpell(state: number, minute: number): { first: number; last: number } | null {
  switch (state) {
    case 2:
      return { first: 1, last: 45 };
    case 4:
      return { first: 46, last: 90 };
    // Both halves of extra time are state 5 (6 is the feed's retired second-extra-time code): the
    // minute the feed reported tells them apart, since it starts the second one at 106.
    case 5:
    case 6:
      return minute >= 106 ? { first: 106, last: 120 } : { first: 91, last: 105 };
    default:
      return null;
  }
}

const minuteText = (minute: number, added: number) =>
  added > 0 ? `${minute}+${added}'` : `${minute}'`;

/**
 * Football: 1st half 1'-45', stoppage 45+1' …, 中场, 2nd half from 46', 90+3', extra time 91'-120',
 * 点球. With the half's start known the minute runs from the server clock; stoppage never shows
 * more than announced (at least +1 before it is), so a late whistle push cannot make it run on.
 * Without a start the feed's minute is shown as it is.
 */
export function footballClock(m: ClockFields, now: number): MatchClock {
  if (footballMatchPhase(m.state) !== 'live') return NONE;
  const spell = footballSpell(m.state, m.minute);
  if (!spell) return { text: footballMatchStateLabel(m.state), progress: null };
  if (m.periodStartAt === null) {
    if (m.minute <= 0) return { text: footballMatchStateLabel(m.state), progress: null };
    return { text: minuteText(m.minute, 0), progress: m.minute * 100 };
  }
  const run = spell.first + Math.floor(Math.max(0, now - m.periodStartAt) / MINUTE_MS);
  const minute = Math.min(run, spell.last);
  const added = run > spell.last ? Math.min(run - spell.last, Math.max(m.addedTime, 1)) : 0;
  return { text: minuteText(minute, added), progress: minute * 100 + added };
}

const RUNNING_QUARTERS = new Set([2, 4, 6, 8, 9]);
const two = (n: number) => String(n).padStart(2, '0');

/** The game clock as mm:ss. */
export const gameClock = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  return `${two(Math.floor(s / 60))}:${two(s % 60)}`;
};

/**
 * Basketball: the quarter's short label and the game clock the feed last reported (1st 08:15,
 * 加时 03:02); between quarters the state's short label (1st完, 2nd完, 3rd完). The game clock
 * stops for every dead ball, so it is not run on from the wall clock here.
 */
export function basketballClock(m: ClockFields): MatchClock {
  if (basketballMatchPhase(m.state) !== 'live') return NONE;
  const label = basketballMatchStateShortLabel(m.state);
  if (!RUNNING_QUARTERS.has(m.state) || m.clockSeconds === null)
    return { text: label, progress: null };
  return { text: `${label} ${gameClock(m.clockSeconds)}`, progress: -m.clockSeconds };
}

export const matchClock = (type: MatchType, m: ClockFields, now: number): MatchClock =>
  type === 'football' ? footballClock(m, now) : basketballClock(m);

export interface MinuteKeeper {
  /**
   * The clock to show for a match: the one given, unless it is behind the one last shown for the
   * match in the same state (a late or replayed push, a clock resync), which is then shown again.
   */
  show(key: string, state: number, clock: MatchClock): MatchClock;
  /** Forgets a match (not live any more): its next clock starts afresh. */
  forget(key: string): void;
}

export function createMinuteKeeper(): MinuteKeeper {
  const shown = new Map<string, { state: number; clock: MatchClock }>();
  return {
    show(key, state, clock) {
      const last = shown.get(key);
      if (
        last &&
        last.state === state &&
        last.clock.progress !== null &&
        (clock.progress === null || clock.progress < last.clock.progress)
      )
        return last.clock;
      shown.set(key, { state, clock });
      return clock;
    },
    forget(key) {
      shown.delete(key);
    },
  };
}

/** The tab's keeper: every row and match page of a match shows the same, never-receding minute. */
export const siteMinutes = createMinuteKeeper();

/**
 * The minute text of a match now (server time), never going back within a state; a new state
 * (half-time, the second half) starts afresh. Matches that are not being played are forgotten,
 * so the keeper holds only the live ones.
 */
export function monotonicMinute(
  type: MatchType,
  match: ClockFields & { id: number },
  now: number,
  keeper: MinuteKeeper = siteMinutes,
): string {
  const key = `${type}:${match.id}`;
  const clock = matchClock(type, match, now);
  if (clock.text === '') {
    keeper.forget(key);
    return '';
  }
  return keeper.show(key, match.state, clock).text;
}
