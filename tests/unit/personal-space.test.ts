// The personal space's URL: the /personal/{id?} param rule, headerNavIndex/type/page search, tab choice and the pager.
import { describe, expect, it } from 'vitest';
import { matchPage } from '../../contract/pages';
import {
  pageCount,
  pagerItems,
  searchOf,
  spaceSearch,
  spaceView,
} from '../../src/routes/personal/space-search';

describe('/personal/{id?}', () => {
  it('takes an optional positive numeric id', () => {
    expect(matchPage('/personal')).toMatchObject({ name: 'personal', valid: true });
    expect(matchPage('/personal/12')).toMatchObject({ name: 'personal', valid: true });
    expect(matchPage('/personal/2147483647')).toMatchObject({ valid: true });
    for (const bad of ['abc', '0', '012', '-3', '1.5', '2147483648', '99999999999']) {
      expect(matchPage(`/personal/${bad}`), bad).toMatchObject({ name: 'personal', valid: false });
    }
  });

  it('puts the /v profile pages in the table', () => {
    expect(matchPage('/v/information')?.name).toBe('vInformation');
    expect(matchPage('/v/personal-data')?.name).toBe('vPersonalData');
  });
});

describe('spaceSearch', () => {
  it('reads numbers whether the router parsed them or not', () => {
    expect(spaceSearch.parse({ headerNavIndex: 2 })).toEqual({ headerNavIndex: 2 });
    expect(spaceSearch.parse({ headerNavIndex: '3' })).toEqual({ headerNavIndex: 3 });
    expect(spaceSearch.parse({ headerNavIndex: '0', type: '2', page: '3' })).toEqual({
      headerNavIndex: 0,
      type: 2,
      page: 3,
    });
  });

  it('drops values it cannot use instead of failing the page', () => {
    expect(spaceSearch.parse({ headerNavIndex: 5, type: 3, page: 0, other: 'x' })).toEqual({});
    expect(spaceSearch.parse({ headerNavIndex: 'a', type: 1.5, page: -2 })).toEqual({});
    expect(spaceSearch.parse({ page: 1 })).toEqual({});
    expect(spaceSearch.parse({ page: 10_001 })).toEqual({});
    expect(spaceSearch.parse({ headerNavIndex: '' })).toEqual({});
  });
});

describe('spaceView', () => {
  it('opens an anchor on 直播间 and a user on 资料 (spec §4)', () => {
    expect(spaceView({}, true)).toEqual({ tab: 2, type: 1, page: 1 });
    expect(spaceView({}, false)).toEqual({ tab: 0, type: 1, page: 1 });
  });

  it('gives a user without a room their 资料 for tab 2', () => {
    expect(spaceView({ headerNavIndex: 2 }, false).tab).toBe(0);
    expect(spaceView({ headerNavIndex: 0 }, true).tab).toBe(0);
  });

  it('keeps the list and page of tab 1', () => {
    expect(spaceView({ headerNavIndex: 1, type: 2, page: 4 }, false)).toEqual({
      tab: 1,
      type: 2,
      page: 4,
    });
  });
});

describe('searchOf', () => {
  it('names the list only on tab 1 and leaves page 1 out', () => {
    expect(searchOf(0)).toEqual({ headerNavIndex: 0 });
    expect(searchOf(2, 2, 5)).toEqual({ headerNavIndex: 2 });
    expect(searchOf(1)).toEqual({ headerNavIndex: 1, type: 1 });
    expect(searchOf(1, 2, 1)).toEqual({ headerNavIndex: 1, type: 2 });
    expect(searchOf(1, 2, 3)).toEqual({ headerNavIndex: 1, type: 2, page: 3 });
  });
});

describe('pager', () => {
  it('counts pages of 30, at least one', () => {
    expect(pageCount(0, 30)).toBe(1);
    expect(pageCount(30, 30)).toBe(1);
    expect(pageCount(31, 30)).toBe(2);
  });

  it('shows nothing for one page', () => {
    expect(pagerItems(1, 1)).toEqual([]);
  });

  it('shows the first, the last and two either side, with gaps', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pagerItems(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pagerItems(12, 12)).toEqual([1, 'gap', 10, 11, 12]);
    // A gap of a single page shows that page instead of an ellipsis.
    expect(pagerItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
