// Competitions as the pages list them: a league table, the score lists' competition filter for a day and
// the data library's index of both sports: hot ones, then by region and country.
import { eq, inArray } from 'drizzle-orm';
import type { CompetitionInfo } from '../../../contract/calls/live-library';
import { regionNames, regionOf } from '../../../contract/enums/regions';
import { errors } from '../../../contract/errors';
import type { MatchBoard } from '../../../contract/match';
import type { Db } from '../../db/client';
import { competitions } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { LotteryCode, Sport } from '../../providers/feed/types';
import { infoOf } from './library-competition/season';
import { tableOf } from './reads';

/** Hot first, then the top flights, leagues before cups. */
const byStanding = (a: CompetitionInfo, b: CompetitionInfo) =>
  Number(b.hot) - Number(a.hot) ||
  a.tier - b.tier ||
  Number(a.kind === 'cup') - Number(b.kind === 'cup') ||
  a.id - b.id;

export async function standingsPage(db: Db, competitionId: number, sport: Sport) {
  const [c] = await db.select().from(competitions).where(eq(competitions.id, competitionId));
  if (!c || c.sport !== sport) throw new ApiError(errors.competitionNotFound);
  return { competition: infoOf(c), rows: await tableOf(db, c.id, c.seasonId) };
}

/** The filter of a day's list, counted from the very rows the list shows (the cached board). */
export async function dayCompetitions(db: Db, board: MatchBoard) {
  const tally = new Map<number, { count: number; lottery: Partial<Record<LotteryCode, number>> }>();
  for (const m of board.matches) {
    const t = tally.get(m.competitionId) ?? { count: 0, lottery: {} };
    t.count += 1;
    for (const code of Object.keys(m.lottery) as LotteryCode[]) {
      t.lottery[code] = (t.lottery[code] ?? 0) + 1;
    }
    tally.set(m.competitionId, t);
  }
  const rows =
    tally.size === 0
      ? []
      : await db
          .select()
          .from(competitions)
          .where(inArray(competitions.id, [...tally.keys()]));
  const list = rows.map((c) => ({
    id: c.id,
    name: c.name,
    shortName: c.shortName,
    country: c.country,
    color: c.color,
    hot: c.hot,
    tier: c.tier,
    ...tally.get(c.id)!,
  }));
  list.sort(
    (a, b) => Number(b.hot) - Number(a.hot) || a.tier - b.tier || b.count - a.count || a.id - b.id,
  );
  return { date: board.date, competitions: list };
}

/** Countries in order: those with a hot competition, then by their best tier and size. */
function countries(list: CompetitionInfo[]) {
  const groups = new Map<string, CompetitionInfo[]>();
  for (const c of list) groups.set(c.country, [...(groups.get(c.country) ?? []), c]);
  const out = [...groups].map(([country, cs]) => ({ country, competitions: cs.sort(byStanding) }));
  const key = (r: (typeof out)[number]) => ({
    hot: r.competitions.some((c) => c.hot),
    tier: Math.min(...r.competitions.map((c) => c.tier)),
  });
  return out.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return (
      Number(kb.hot) - Number(ka.hot) ||
      ka.tier - kb.tier ||
      b.competitions.length - a.competitions.length ||
      a.country.localeCompare(b.country, 'zh-CN')
    );
  });
}

/** One sport's index: 热门 first, then the regions in their fixed order (国际, 欧洲, 亚洲 …). */
function sportIndex(list: CompetitionInfo[]) {
  return {
    hot: list.filter((c) => c.hot).sort(byStanding),
    regions: regionNames
      .map((region) => ({
        region,
        countries: countries(list.filter((c) => regionOf(c.country) === region)),
      }))
      .filter((r) => r.countries.length > 0),
  };
}

export async function libraryIndex(db: Db) {
  const all = (await db.select().from(competitions)).map(infoOf);
  return {
    football: sportIndex(all.filter((c) => c.matchType === 'football')),
    basketball: sportIndex(all.filter((c) => c.matchType === 'basketball')),
  };
}
