// The words of the odds pages: market names and column titles per sport, cell texts of a line (with its
// handicap or total label), the detail views and their links.
import { handicapLabel, overUnderLabel } from '../../../contract/enums/handicap';
import type { MatchType } from '../../../contract/events';
import type { OddsDetailView } from '../../../contract/pages';
import type { OddsMarket } from '../../../streams/odds';
import { handicapLine, oddsText, overUnderLine, pointsHandicapLabel } from '../scores/row-labels';

/** 欧赔 / 亚盘 / 大小球; basketball's handicap and total are 让分 and 总分. */
export function marketName(type: MatchType, market: OddsMarket): string {
  if (market === 'europe') return '欧赔';
  if (market === 'asia') return type === 'football' ? '亚盘' : '让分';
  return type === 'football' ? '大小球' : '总分';
}

/** Column titles of a line's values, in the wire order of the values. */
export function marketColumns(type: MatchType, market: OddsMarket): string[] {
  if (market === 'europe') return type === 'football' ? ['主胜', '平', '客胜'] : ['主胜', '客胜'];
  if (market === 'asia') return ['主水', type === 'football' ? '盘口' : '让分', '客水'];
  return ['大', type === 'football' ? '盘口' : '总分', '小'];
}

/** The position of the line (handicap or total) among the values; null for europe, which has none. */
export const linePosition = (market: OddsMarket): number | null => (market === 'europe' ? null : 1);

/** A handicap or total as its label: 半球, 受一球/球半, 5.5, 2.5/3 … */
export function lineLabel(type: MatchType, market: OddsMarket, value: number): string {
  if (market === 'asia')
    return type === 'football' ? handicapLabel(value) : pointsHandicapLabel(value);
  if (market === 'overUnder') return overUnderLabel(value);
  return oddsText(value);
}

/** The texts of a line's cells, or null when the line is malformed (the table then shows '-'). */
export function lineTexts(
  type: MatchType,
  market: OddsMarket,
  values: readonly number[] | null,
): string[] | null {
  if (!values) return null;
  if (market === 'asia') {
    const l = handicapLine(type, values);
    return l && [l.home, l.line, l.away];
  }
  if (market === 'overUnder') {
    const l = overUnderLine(values);
    return l && [l.over, l.line, l.under];
  }
  const length = type === 'football' ? 3 : 2;
  return values.length === length && values.every(Number.isFinite) ? values.map(oddsText) : null;
}

/** The detail view of each market, and back. */
export const viewOfMarket: Record<OddsMarket, 'oupei' | 'yapan' | 'daxiaoqiu'> = {
  europe: 'oupei',
  asia: 'yapan',
  overUnder: 'daxiaoqiu',
};

export const marketOfView = (view: OddsDetailView): OddsMarket | null =>
  view === 'oupei'
    ? 'europe'
    : view === 'yapan'
      ? 'asia'
      : view === 'daxiaoqiu'
        ? 'overUnder'
        : null;

/** The tabs of the detail page: the three markets, 综合 and 赔率表. */
export function viewTitle(type: MatchType, view: OddsDetailView): string {
  const market = marketOfView(view);
  if (market) return marketName(type, market);
  return view === 'join' ? '综合' : '赔率表';
}

/** /football/odds-detail/yapan?matchId=…&bookmakerId=… */
export function detailHref(
  type: MatchType,
  view: OddsDetailView,
  matchId?: number,
  bookmakerId?: number,
): string {
  const search = new URLSearchParams();
  if (matchId !== undefined) search.set('matchId', String(matchId));
  if (bookmakerId !== undefined) search.set('bookmakerId', String(bookmakerId));
  const query = search.toString();
  return `/${type}/odds-detail/${view}${query ? `?${query}` : ''}`;
}

/** The match centre page of a match (its live tab). */
export const centreHref = (type: MatchType, matchId: number) => `/${type}/live/${matchId}`;

/** The model page of a football match. */
export const modelHref = (matchId: number) => `/football/model?matchId=${matchId}`;
