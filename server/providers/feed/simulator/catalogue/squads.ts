// Squads a fan would believe: football 23-26 players (3 goalkeepers, about 8 defenders, 8 midfielders
// and 5 forwards) with the classic numbers for the first choices, basketball 13-15 across the five
// positions; mostly the club's own nationals with the share of imports its league really has.
import type { FeedPlayer } from '../../types';
import type { TeamSpec } from '../model';
import type { Rng } from '../rng';
import { type NamePool, namePool, namePools, personName } from './names';

export interface TeamProfile {
  side: 'senior' | 'youth' | 'women';
  rules?: 'nba' | 'fiba' | undefined;
}

/** The season's reference year for ages. */
const YEAR = 2026;

/** Where a club's imports come from, by weight. */
const worldwide = weights(
  'france 8 brazil 8 spain 6 portugal 5 argentina 5 netherlands 4 germany 4 belgium 3 senegal 4 ivorycoast 3 nigeria 3 ghana 2 cameroon 2 morocco 3 algeria 2 croatia 3 serbia 3 denmark 2 sweden 2 norway 2 uruguay 3 colombia 3 england 3 scotland 1 usa 2 japan 2 korea 1 poland 2 czech 1 ukraine 1 italy 3',
);
const toAsia = weights(
  'brazil 12 portugal 2 spain 3 serbia 2 croatia 1 nigeria 2 cameroon 1 senegal 1 argentina 2 colombia 2 korea 2 japan 1 australia 2 france 2 morocco 2 netherlands 1',
);
const toAmericas = weights(
  'argentina 6 colombia 6 uruguay 5 chile 3 paraguay 3 venezuela 2 ecuador 3 brazil 3 peru 2 usa 1 spain 2 costarica 1 mexico 1',
);
const toMls = weights(
  'argentina 4 colombia 3 uruguay 2 brazil 3 england 3 spain 2 france 2 germany 2 mexico 3 canada 3 ghana 1 nigeria 1 japan 1 venezuela 2',
);
const toNba = weights(
  'canada 5 france 3 serbia 2 australia 2 germany 2 greece 1 spain 1 lithuania 1 nigeria 1 croatia 1 turkey 1',
);
const toBasketball = weights(
  'usa 10 serbia 2 france 1 spain 1 croatia 1 lithuania 1 greece 1 australia 1',
);

/** Share of imports per club nationality, and where they come from. */
const imports: Record<string, [number, [string, number][]]> = {
  england: [0.6, worldwide],
  wales: [0.55, worldwide],
  scotland: [0.45, worldwide],
  spain: [0.4, worldwide],
  italy: [0.55, worldwide],
  germany: [0.5, worldwide],
  france: [0.4, worldwide],
  netherlands: [0.35, worldwide],
  belgium: [0.55, worldwide],
  portugal: [0.5, worldwide],
  turkey: [0.45, worldwide],
  greece: [0.5, worldwide],
  russia: [0.3, worldwide],
  switzerland: [0.45, worldwide],
  austria: [0.4, worldwide],
  denmark: [0.3, worldwide],
  sweden: [0.3, worldwide],
  norway: [0.3, worldwide],
  poland: [0.35, worldwide],
  czech: [0.25, worldwide],
  croatia: [0.3, worldwide],
  serbia: [0.3, worldwide],
  ukraine: [0.2, worldwide],
  china: [0.18, toAsia],
  japan: [0.08, toAsia],
  korea: [0.12, toAsia],
  saudi: [0.35, toAsia],
  qatar: [0.4, toAsia],
  uae: [0.4, toAsia],
  iran: [0.05, toAsia],
  thailand: [0.2, toAsia],
  vietnam: [0.12, toAsia],
  indonesia: [0.25, toAsia],
  india: [0.25, toAsia],
  australia: [0.25, toAsia],
  usa: [0.45, toMls],
  canada: [0.5, toMls],
  mexico: [0.3, toAmericas],
  brazil: [0.1, toAmericas],
  argentina: [0.1, toAmericas],
  uruguay: [0.12, toAmericas],
  colombia: [0.12, toAmericas],
  chile: [0.15, toAmericas],
  peru: [0.15, toAmericas],
  ecuador: [0.15, toAmericas],
  paraguay: [0.15, toAmericas],
  costarica: [0.12, toAmericas],
};

/** Basketball import rules: NBA a quarter internationals; CBA, KBL and B.League a few Americans. */
const basketballImports: Record<string, [number, [string, number][]]> = {
  usa: [0.27, toNba],
  china: [0.18, weights('usa 1')],
  korea: [0.15, weights('usa 1')],
  japan: [0.25, toBasketball],
};

const footballShape = {
  base: 'GK GK GK DC DC DC DC DL DL DR DR DM DM MC MC MC AM ML MR LW RW ST ST ST',
  extra: 'DC MC ST AM DM RW LW DR DL',
  /** The first of each position wears the classic number. */
  numbers: { GK: 1, DR: 2, DL: 3, DC: [4, 5], DM: 6, RW: 7, MC: 8, ST: 9, AM: 10, LW: 11 },
};

/** Mean and spread of height (cm) per position, men's senior football. */
const footballHeight: Record<string, [number, number]> = {
  GK: [190, 4],
  DC: [187, 4],
  DL: [178, 4],
  DR: [178, 4],
  DM: [182, 4],
  MC: [179, 5],
  AM: [175, 5],
  ML: [175, 5],
  MR: [175, 5],
  LW: [175, 5],
  RW: [175, 5],
  ST: [184, 5],
};

const basketballHeight: Record<string, [number, number]> = {
  PG: [189, 4],
  SG: [196, 3],
  G: [193, 4],
  SF: [201, 3],
  F: [203, 3],
  PF: [206, 3],
  C: [211, 4],
};

const basketballNumbers = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 20, 21, 22, 23, 24, 25, 30, 31, 32, 33,
  34, 35, 41, 42, 44, 45, 55, 77, 88,
];

/** Nationalities a bit shorter on average than Europe's and the Americas'. */
const shorter = new Set(['中国', '日本', '韩国', '越南', '泰国', '印度尼西亚', '印度']);

export function makeSquad(rng: Rng, team: TeamSpec, profile: TeamProfile): FeedPlayer[] {
  return team.sport === 'football'
    ? footballSquad(rng, team, profile)
    : basketballSquad(rng, team, profile);
}

function footballSquad(rng: Rng, team: TeamSpec, profile: TeamProfile): FeedPlayer[] {
  const size = rng.int(23, 26);
  const positions = footballShape.base.split(' ');
  if (size === 23) positions.splice(positions.indexOf('MC'), 1);
  const extras = footballShape.extra.split(' ');
  while (positions.length < size) positions.push(rng.pick(extras));

  const used = new Set<number>();
  const classic = new Map<string, number[]>(
    Object.entries(footballShape.numbers).map(([code, n]) => [
      code,
      Array.isArray(n) ? [...n] : [n],
    ]),
  );
  const numbers = positions.map((position) => {
    const first = classic.get(position)?.shift();
    if (first !== undefined && !used.has(first)) {
      used.add(first);
      return first;
    }
    return 0; // decided below, once every classic number is taken
  });
  numbers.forEach((n, i) => {
    if (n !== 0) return;
    const goalkeeper = positions[i] === 'GK';
    const choices = goalkeeper ? [12, 13, 16, 25, 31, 40, 99] : range(12, 45);
    let pick = rng.pick(choices.filter((c) => !used.has(c)));
    if (!goalkeeper && rng.chance(0.08)) {
      // A big squad can have used every flashy number already.
      const flashy = [77, 88, 90, 97, 99].filter((c) => !used.has(c));
      if (flashy.length > 0) pick = rng.pick(flashy);
    }
    used.add(pick);
    numbers[i] = pick;
  });

  const [share, from] = imports[team.namePool] ?? [0.3, worldwide];
  const women = profile.side === 'women';
  const importShare = profile.side === 'senior' ? share : share * 0.5;
  const names = new Set<string>();
  return positions.map((position, i) => {
    const pool = nationalPool(rng, team.namePool, importShare, from, women);
    const name = uniqueName(rng, pool, women, names);
    const [mean, sd] = footballHeight[position] ?? [180, 5];
    const adjust = (women ? -12 : 0) + (shorter.has(pool.nationality) ? -3 : 0);
    const height = Math.round(
      clamp(rng.normal(mean + adjust, sd), mean + adjust - 12, mean + adjust + 12),
    );
    return {
      id: team.id * 100 + i + 1,
      teamId: team.id,
      sport: 'football',
      name,
      shirtNumber: numbers[i] as number,
      position,
      nationality: pool.nationality,
      birthYear: birthYear(rng, profile, position === 'GK'),
      heightCm: height,
    };
  });
}

function basketballSquad(rng: Rng, team: TeamSpec, profile: TeamProfile): FeedPlayer[] {
  const size = rng.int(13, 15);
  const positions = 'PG PG SG SG SF SF PF PF C C'.split(' ');
  while (positions.length < size) positions.push(rng.pick(['PG', 'SG', 'SF', 'PF', 'C', 'G', 'F']));
  const numbers = rng.shuffle(basketballNumbers);
  const [share, from] = basketballImports[team.namePool] ?? [0.55, toBasketball];
  const names = new Set<string>();
  return positions.map((position, i) => {
    const pool = nationalPool(rng, team.namePool, share, from, false);
    const name = uniqueName(rng, pool, false, names);
    const [mean, sd] = basketballHeight[position] ?? [200, 5];
    const local = pool === namePool(team.namePool);
    // The leagues outside the NBA field smaller locals next to their imports.
    const adjust = profile.rules === 'nba' || !local ? 0 : shorter.has(pool.nationality) ? -4 : -2;
    return {
      id: team.id * 100 + i + 1,
      teamId: team.id,
      sport: 'basketball',
      name,
      shirtNumber: numbers[i] as number,
      position,
      nationality: pool.nationality,
      birthYear: birthYear(rng, profile, false),
      heightCm: Math.round(
        clamp(rng.normal(mean + adjust, sd), mean + adjust - 10, mean + adjust + 12),
      ),
    };
  });
}

/** The club's own nationality, or an import drawn by the league's weights. */
function nationalPool(
  rng: Rng,
  own: string,
  share: number,
  from: [string, number][],
  women: boolean,
): NamePool {
  if (!rng.chance(share)) return namePool(own);
  const usable = women ? from.filter(([key]) => namePools[key]?.female) : from;
  if (usable.length === 0) return namePool(own);
  const [key] = rng.weighted(usable, ([, weight]) => weight);
  return namePool(key);
}

function uniqueName(rng: Rng, pool: NamePool, women: boolean, taken: Set<string>): string {
  let name = personName(rng, pool, women);
  for (let tries = 0; taken.has(name) && tries < 20; tries++) name = personName(rng, pool, women);
  taken.add(name);
  return name;
}

/** Senior 18-37 (goalkeepers a little older), born 1988-2008; youth sides 18-23, born 2003-2008. */
function birthYear(rng: Rng, profile: TeamProfile, goalkeeper: boolean): number {
  if (profile.side === 'youth') return rng.int(2003, 2008);
  const age = clamp(Math.round(rng.normal(goalkeeper ? 28 : 26.5, 4)), 18, 38);
  return clamp(YEAR - age, 1988, 2008);
}

function weights(text: string): [string, number][] {
  const tokens = text.split(/\s+/);
  const out: [string, number][] = [];
  for (let i = 0; i + 1 < tokens.length; i += 2)
    out.push([tokens[i] as string, Number(tokens[i + 1])]);
  return out;
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));
