// How the catalogue's data files describe competitions: compact, readable tables that index.ts turns
// into CompetitionSpec and TeamSpec. Ids here are the stable ones the site stores; never renumber.
import type { Sport } from '../../types';
import type { Weekday } from '../model';

interface CompetitionBase {
  /** Football 1-99, basketball 101-199. */
  id: number;
  sport?: Sport;
  name: string;
  shortName: string;
  country: string;
  tier: number;
  color: string;
  hot?: boolean;
  /** 2026/27 or 2026; the season id is id * 10000 + its first year. */
  season: string;
  utcOffset: number;
  /** Local kick-offs per weekday, e.g. 'sat 12:30 15:00x5 17:30 | sun 14:00x2 16:30'. */
  slots: string;
  rules?: 'nba' | 'fiba';
}

/** A league with its own clubs: one line per team, `name shortName rating [venue]`. */
export interface LeagueDef extends CompetitionBase {
  namePool: string;
  teams: string;
  /** A women's or youth league of clubs of its own (美女职); unset for senior men's sides. */
  side?: 'youth' | 'women';
}

/**
 * A youth or women's league of clubs listed elsewhere: one line per side, `parentShortName rating`;
 * the side is named parent + suffix (曼城 + U21 → 曼城U21, 阿森纳 + 女足 → 阿森纳女足).
 */
export interface SidesDef extends CompetitionBase {
  side: 'youth' | 'women';
  suffix: string;
  clubs: string;
}

/**
 * A competition of teams from leagues: continental (a fixed list of short names, played as a league)
 * or a domestic cup (knockout, drawn from whole leagues minus teams whose week is already full).
 */
export interface DrawnDef extends CompetitionBase {
  kind: 'league' | 'cup';
  format: 'league' | 'knockout';
  /** Short names, for a fixed field. */
  teams?: string;
  /** League ids whose teams enter, for a cup. */
  leagues?: number[];
  finalVenue?: string;
}

export interface TeamRow {
  name: string;
  shortName: string;
  rating: number;
  venue?: string;
}

/** `name shortName rating [venue]` per line; blank lines ignored. */
export function parseTeams(table: string, where: string): TeamRow[] {
  return lines(table).map((line) => {
    const [name, shortName, rating, venue] = line.split(/\s+/);
    const value = Number(rating);
    if (!name || !shortName || !Number.isFinite(value) || value < 0 || value > 100) {
      throw new Error(`${where}: bad team line "${line}"`);
    }
    return { name, shortName, rating: value, ...(venue ? { venue } : {}) };
  });
}

/** `parentShortName rating` per line. */
export function parseSides(table: string, where: string): { parent: string; rating: number }[] {
  return lines(table).map((line) => {
    const [parent, rating] = line.split(/\s+/);
    const value = Number(rating);
    if (!parent || !Number.isFinite(value)) throw new Error(`${where}: bad side line "${line}"`);
    return { parent, rating: value };
  });
}

const dayNames: Record<string, Weekday> = {
  sun: 0,
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
};

/** 'sat 12:30 15:00x5 | sun 14:00' → { 6: ['12:30', '15:00' ×5], 0: ['14:00'] }. */
export function parseSlots(text: string, where: string): Partial<Record<Weekday, string[]>> {
  const slots: Partial<Record<Weekday, string[]>> = {};
  for (const part of text.split('|')) {
    const [day, ...times] = part.trim().split(/\s+/);
    const weekday = dayNames[day ?? ''];
    if (weekday === undefined || times.length === 0)
      throw new Error(`${where}: bad slots "${part}"`);
    const list = slots[weekday] ?? [];
    for (const token of times) {
      const [time, count] = token.split('x');
      if (!time || !/^\d{1,2}:\d{2}$/.test(time)) throw new Error(`${where}: bad time "${token}"`);
      for (let i = 0; i < Number(count ?? 1); i++) list.push(time.padStart(5, '0'));
    }
    slots[weekday] = list;
  }
  return slots;
}

function lines(table: string): string[] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
