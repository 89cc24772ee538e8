// The full-page competition picker's data (allEventCom, allEventComCopy, lqAllEventCom): the day's
// competitions as filter options, grouped hot first then by country or region, and the lottery quick picks.
import type { DayCompetition, LotteryCode } from '../../api/schedule';
import type { CompetitionOption } from '../scores/filters';

export const toOption = (c: DayCompetition): CompetitionOption => ({
  id: c.id,
  name: c.shortName || c.name,
  color: c.color,
  hot: c.hot,
  count: c.count,
});

export interface CompetitionGroup {
  key: string;
  title: string;
  competitions: DayCompetition[];
}

/** Continental and world competitions lead the regions, as on the data library's index. */
const INTERNATIONAL = '国际';

/**
 * 热门赛事 first (each competition is listed once), then the regions: 国际, then by their best tier and
 * their match count. Within a group the server's order (hot, tier, count) is kept.
 */
export function groupCompetitions(list: readonly DayCompetition[]): CompetitionGroup[] {
  const hot = list.filter((c) => c.hot);
  const regions = new Map<string, DayCompetition[]>();
  for (const c of list) {
    if (c.hot) continue;
    const region = c.country || '其他';
    regions.set(region, [...(regions.get(region) ?? []), c]);
  }
  const rank = ([country, cs]: [string, DayCompetition[]]) => ({
    international: country === INTERNATIONAL ? 0 : 1,
    tier: Math.min(...cs.map((c) => c.tier)),
    count: cs.reduce((n, c) => n + c.count, 0),
  });
  const ordered = [...regions].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    return (
      ra.international - rb.international ||
      ra.tier - rb.tier ||
      rb.count - ra.count ||
      a[0].localeCompare(b[0], 'zh-CN')
    );
  });
  return [
    ...(hot.length > 0 ? [{ key: 'hot', title: '热门赛事', competitions: hot }] : []),
    ...ordered.map(([country, competitions]) => ({ key: country, title: country, competitions })),
  ];
}

/** The football quick picks: competitions with matches of that lottery today. */
export const lotteryPicks: readonly { code: LotteryCode; label: string }[] = [
  { code: 'jczq', label: '竞足' },
  { code: 'bjdc', label: '北单' },
  { code: 'zc', label: '足彩' },
];

export const withLottery = (list: readonly DayCompetition[], code: LotteryCode): number[] =>
  list.filter((c) => (c.lottery[code] ?? 0) > 0).map((c) => c.id);

/** Where 确定 and 返回 go: the board of the sport, or the schedule page (and day) the picker came from. */
export function returnPath(
  type: 'football' | 'basketball',
  scope: 'board' | 'schedule',
  range: 'next' | 'end',
):
  | '/football'
  | '/basketball'
  | '/football/next'
  | '/football/end'
  | '/basketball/next'
  | '/basketball/end' {
  if (scope === 'board') return type === 'football' ? '/football' : '/basketball';
  if (type === 'football') return range === 'end' ? '/football/end' : '/football/next';
  return range === 'end' ? '/basketball/end' : '/basketball/next';
}
