// The one place the provider's status codes become spec §3 match states (football 0-13, basketball 0-15).
import type { Sport } from '../types';

/** What the status code alone cannot say: the minute (API-Football LIVE) and quarters begun (a basketball break). */
export interface StatusHint {
  /** API-Football `fixture.status.elapsed`. */
  elapsed?: number | null;
  /** API-Basketball: how many quarters have a score (the break BT after the 1st or the 3rd). */
  quartersPlayed?: number;
}

/**
 * API-Football v3 `fixture.status.short`. AWD (technical loss) and WO (walkover) are results that count in
 * the table, so they are 完场; BT is the break before or inside extra time, shown as 加时 (the spec's retired
 * code 6 is never sent). SUSP and INT are both 中断: the match may resume.
 */
const FOOTBALL: Record<string, number> = {
  TBD: 13,
  NS: 1,
  '1H': 2,
  HT: 3,
  '2H': 4,
  ET: 5,
  BT: 5,
  P: 7,
  SUSP: 10,
  INT: 10,
  FT: 8,
  AET: 8,
  PEN: 8,
  PST: 9,
  CANC: 12,
  ABD: 11,
  AWD: 8,
  WO: 8,
};

/** API-Basketball `status.short`; BT (a break between quarters) depends on the quarters begun. */
const BASKETBALL: Record<string, number> = {
  NS: 1,
  Q1: 2,
  Q2: 4,
  Q3: 6,
  Q4: 8,
  OT: 9,
  HT: 5,
  FT: 10,
  AOT: 10,
  POST: 13,
  CANC: 12,
  SUSP: 11,
  AWD: 10,
  ABD: 14,
  TBD: 15,
};

/** Spec §3 state of a provider status code; an unknown code is 0 (异常), never a guess at live or finished. */
export function matchStateOf(sport: Sport, code: string, hint: StatusHint = {}): number {
  if (sport === 'football') {
    // LIVE: in play without the half; the minute tells which.
    if (code === 'LIVE') return (hint.elapsed ?? 0) > 45 ? 4 : 2;
    return FOOTBALL[code] ?? 0;
  }
  if (code === 'BT') {
    const played = hint.quartersPlayed ?? 1;
    // After the 1st: 第一节完; after the 2nd: 中场; after the 3rd: 第三节完; before overtime: 加时.
    return played <= 1 ? 3 : played === 2 ? 5 : played === 3 ? 7 : 9;
  }
  return BASKETBALL[code] ?? 0;
}
