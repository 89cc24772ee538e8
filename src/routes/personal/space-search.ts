// The personal space's URL search (spec §2: headerNavIndex 0 users, 2 anchors) and which tab, list and page it shows.
import {
  dropped,
  intSearch,
  oneOf,
  type Reader,
  type SearchOf,
  searchSchema,
} from '../../lib/search-params';

/** 0 资料, 1 关注/粉丝 lists, 2 直播间 (anchors only), 3 动态 (the posts and dynamics they wrote). */
export type SpaceTab = 0 | 1 | 2 | 3;
/** The attention call's type: 1 TA 关注的人, 2 TA 的粉丝. */
export type AttentionType = 1 | 2;

export const MAX_PAGE = 10_000;

/** As it stands in the URL: absent fields take their defaults, so links stay short. */
/** An integer of the URL that is one of `values`. */
const intOf =
  <const T extends number>(values: readonly T[]): Reader<T> =>
  (value) =>
    oneOf(values)(intSearch(value));

export const spaceSearch = searchSchema({
  headerNavIndex: dropped(intOf([0, 1, 2, 3])),
  type: dropped(intOf([1, 2])),
  /** Page 1 is left out of links; a page past the last one shows an empty list. */
  page: dropped((value) => {
    const page = intSearch(value);
    return page !== undefined && page >= 2 && page <= MAX_PAGE ? page : undefined;
  }),
});
export type SpaceSearch = SearchOf<typeof spaceSearch>;

export interface SpaceView {
  tab: SpaceTab;
  type: AttentionType;
  page: number;
}

/** Spec §4: an anchor's space opens on 直播间, a user's on 资料; a user has no 直播间 tab. */
export function spaceView(search: SpaceSearch, isAnchor: boolean): SpaceView {
  const asked = search.headerNavIndex ?? (isAnchor ? 2 : 0);
  return {
    tab: asked === 2 && !isAnchor ? 0 : asked,
    type: search.type ?? 1,
    page: search.page ?? 1,
  };
}

/** The search of a tab's link: a list tab names its list; page 1 is left out. */
export function searchOf(tab: SpaceTab, type?: AttentionType, page = 1): SpaceSearch {
  if (tab !== 1) return { headerNavIndex: tab };
  return { headerNavIndex: 1, type: type ?? 1, ...(page > 1 ? { page } : {}) };
}

export type PagerItem = number | 'gap';

/** Page numbers around the current one, with the first and last always shown and gaps between. */
export function pagerItems(current: number, pages: number, around = 2): PagerItem[] {
  if (pages <= 1) return [];
  const shown = new Set([1, pages]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const [i, p] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) items.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) items.push('gap');
    items.push(p);
  }
  return items;
}

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));
