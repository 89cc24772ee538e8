// Where a feed-written article goes: a league's own column (中超, 英超, NBA, CBA) with its 前瞻/战报
// category, else the sport's column (足球, 篮球) with 国内/国际.
import type { Db } from '../../../db/client';
import { ensureColumn, listCategories } from '../columns';
import type { MatchFact } from './facts';

/** The columns the writer files into, as the demo seed lists them (same numbers, names and order). */
const columns = {
  football: { name: '足球', sort: 10, categories: ['国内', '国际', '转会'] },
  basketball: { name: '篮球', sort: 20, categories: ['国内', '国际'] },
  csl: { name: '中超', sort: 30, categories: ['前瞻', '战报', '新闻'] },
  epl: { name: '英超', sort: 40, categories: ['前瞻', '战报', '新闻'] },
  nba: { name: 'NBA', sort: 50, categories: ['前瞻', '战报', '新闻'] },
  cba: { name: 'CBA', sort: 60, categories: ['前瞻', '战报', '新闻'] },
} as const;
type ColumnNo = keyof typeof columns;

const leagueColumns: Record<string, ColumnNo> = {
  中超: 'csl',
  英超: 'epl',
  NBA: 'nba',
  CBA: 'cba',
};
/** Competitions the 国内 category holds in the sport columns. */
const domestic = new Set(['中超', '中甲', '足协杯', 'CBA']);

export function placement(m: MatchFact, kind: 'preview' | 'report') {
  const league = leagueColumns[m.competition];
  if (league) return { columnNo: league, category: kind === 'preview' ? '前瞻' : '战报' };
  return { columnNo: m.sport as ColumnNo, category: domestic.has(m.competition) ? '国内' : '国际' };
}

/** Makes sure the column exists (a site without demo data starts with none) and finds the category's id. */
export async function columnOf(db: Db, where: ReturnType<typeof placement>) {
  const column = columns[where.columnNo as ColumnNo];
  await ensureColumn(db, {
    columnNo: where.columnNo,
    ...column,
    categories: [...column.categories],
  });
  const found = (await listCategories(db, where.columnNo)).find((c) => c.name === where.category);
  return found?.id ?? null;
}
