// The site shell's rules (spec §2, §4): guards, the advert jump rule, search history, role links, side menu.
import { describe, expect, it } from 'vitest';
import { advertJump } from '../../src/lib/advert-jump';
import { anchorEntry, userPanelLinks } from '../../src/lib/anchor-entry';
import { guardRedirect, needsLogin } from '../../src/lib/route-guard';
import {
  addSearchHistory,
  clearSearchHistory,
  readSearchHistory,
  SEARCH_HISTORY_KEY,
  splitHotWords,
} from '../../src/lib/search-history';
import { activeLeaf, initialOpenGroup, type MenuGroup, toggleGroup } from '../../src/lib/side-menu';

describe('route guard', () => {
  it.each([
    ['/v/wallet', true],
    ['/v/home', true],
    ['/v', true],
    ['/v/anchor-set', false],
    ['/v/anchor-barrage', false],
    ['/v/anchor-zone', false],
    ['/recommend', true],
    ['/recommend/comList', true],
    ['/football/recommend', true],
    ['/', false],
    ['/news/12', false],
    ['/playback/video/33', false],
    ['/live/room/8', false],
    ['/about/10001', false],
  ])('%s needs a login: %s', (path, expected) => {
    expect(needsLogin(path)).toBe(expected);
  });

  it('sends a visitor home from a guarded page and lets a user through', () => {
    expect(guardRedirect('/v/wallet', false)).toBe('/');
    expect(guardRedirect('/recommend/yapan', false)).toBe('/');
    expect(guardRedirect('/v/wallet', true)).toBeNull();
    expect(guardRedirect('/v/anchor-barrage', false)).toBeNull();
    expect(guardRedirect('/about/10006', false)).toBeNull();
  });
});

describe('advert jump rule', () => {
  it.each([
    [1, '/'],
    [2, '/football'],
    [3, '/basketball'],
    [6, '/guide'],
    [9, '/live/all'],
  ])('innerPageId %i opens %s and ignores targetId', (innerPageId, path) => {
    expect(advertJump({ jumpType: 1, innerPageId, targetId: '77' })).toEqual({
      kind: 'inner',
      path,
    });
  });

  it.each([
    [4, '/football/live/77'],
    [5, '/basketball/live/77'],
    [7, '/guide/expert/info/77'],
    [10, '/live/room/77'],
  ])('innerPageId %i appends targetId: %s', (innerPageId, path) => {
    expect(advertJump({ jumpType: 1, innerPageId, targetId: 77 })).toEqual({ kind: 'inner', path });
  });

  it('opens nothing for the empty entry, unknown ids, or a missing target', () => {
    expect(advertJump({ jumpType: 1, innerPageId: 8 })).toEqual({ kind: 'none' });
    expect(advertJump({ jumpType: 1, innerPageId: 11 })).toEqual({ kind: 'none' });
    expect(advertJump({ jumpType: 1, innerPageId: 0 })).toEqual({ kind: 'none' });
    expect(advertJump({ jumpType: 1, innerPageId: 10, targetId: ' ' })).toEqual({ kind: 'none' });
  });

  it('opens outerLink for any other jumpType', () => {
    expect(advertJump({ jumpType: 2, innerPageId: 3, outerLink: ' /app ' })).toEqual({
      kind: 'outer',
      url: '/app',
    });
    expect(advertJump({ jumpType: 0, outerLink: 'https://example.com/x' })).toEqual({
      kind: 'outer',
      url: 'https://example.com/x',
    });
    expect(advertJump({ jumpType: 2, outerLink: null })).toEqual({ kind: 'none' });
  });

  it('encodes a target id that is not a plain number', () => {
    expect(advertJump({ jumpType: 1, innerPageId: 10, targetId: 'a/b' })).toEqual({
      kind: 'inner',
      path: '/live/room/a%2Fb',
    });
  });
});

class MemoryStore {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

describe('search history', () => {
  it('keeps trimmed words, newest first, without repeats, at most 6', () => {
    const store = new MemoryStore();
    for (const w of ['梅西', ' 皇马 ', '湖人', '英超', '欧冠', '中超', 'C罗'])
      addSearchHistory(w, store);
    expect(readSearchHistory(store)).toEqual(['C罗', '中超', '欧冠', '英超', '湖人', '皇马']);
    expect(addSearchHistory('湖人', store)).toEqual([
      '湖人',
      'C罗',
      '中超',
      '欧冠',
      '英超',
      '皇马',
    ]);
    expect(addSearchHistory('   ', store)).toHaveLength(6);
  });

  it('survives a corrupt stored value and can be cleared', () => {
    const store = new MemoryStore();
    store.setItem(SEARCH_HISTORY_KEY, '{oops');
    expect(readSearchHistory(store)).toEqual([]);
    store.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['a', 3, 'b']));
    expect(readSearchHistory(store)).toEqual(['a', 'b']);
    expect(clearSearchHistory(store)).toEqual([]);
    expect(store.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  it('splits hot words five left, the rest right', () => {
    const words = Array.from({ length: 8 }, (_, i) => `w${i}`);
    expect(splitHotWords(words)).toEqual([words.slice(0, 5), words.slice(5)]);
    expect(splitHotWords(['a'])).toEqual([['a'], []]);
  });
});

describe('anchor entry and user panel', () => {
  it('opens login for a visitor, anchor setup for an anchor, the application otherwise', () => {
    expect(anchorEntry(null)).toEqual({ kind: 'login' });
    expect(anchorEntry({ isAnchor: 1 })).toEqual({ kind: 'page', path: '/v/anchor-set' });
    expect(anchorEntry({ isAnchor: 0 })).toEqual({ kind: 'page', path: '/v/apply' });
  });

  it('shows apply to non-anchors only and post recommendation to experts only', () => {
    const labels = (u: { id: number; isAnchor: 0 | 1; isExpert: 0 | 1 }) =>
      userPanelLinks(u).map((l) => l.label);
    expect(labels({ id: 1, isAnchor: 0, isExpert: 0 })).toEqual([
      '个人中心',
      '我的关注',
      '我的空间',
      '申请主播',
    ]);
    expect(labels({ id: 2, isAnchor: 1, isExpert: 0 })).not.toContain('申请主播');
    expect(labels({ id: 3, isAnchor: 0, isExpert: 1 })).toContain('发布推荐');
  });

  it("opens an anchor's space on tab 2 and a user's on tab 0", () => {
    const space = (isAnchor: 0 | 1) =>
      userPanelLinks({ id: 9, isAnchor, isExpert: 0 }).find((l) => l.label === '我的空间')?.href;
    expect(space(1)).toBe('/personal/9?headerNavIndex=2');
    expect(space(0)).toBe('/personal/9?headerNavIndex=0');
  });
});

describe('recommend side menu', () => {
  const groups: MenuGroup[] = [
    { id: 1, name: '推荐中心', children: [{ id: 11, name: '发布推荐', path: '/recommend' }] },
    {
      id: 2,
      name: '我的推荐',
      children: [
        { id: 21, name: '亚盘推荐', path: '/recommend/yapan' },
        { id: 22, name: '推荐记录', path: '/recommend/records' },
      ],
    },
  ];

  it('keeps one submenu open at a time', () => {
    expect(toggleGroup(null, 1)).toBe(1);
    expect(toggleGroup(1, 2)).toBe(2);
    expect(toggleGroup(2, 2)).toBeNull();
  });

  it('highlights the most specific leaf and opens its group first', () => {
    expect(activeLeaf(groups, '/recommend/yapan')?.id).toBe(21);
    expect(activeLeaf(groups, '/recommend/records/5')?.id).toBe(22);
    expect(activeLeaf(groups, '/recommend')?.id).toBe(11);
    expect(activeLeaf(groups, '/about')).toBeNull();
    expect(initialOpenGroup(groups, '/recommend/records')).toBe(2);
    expect(initialOpenGroup(groups, '/elsewhere')).toBe(1);
    expect(initialOpenGroup([], '/')).toBeNull();
  });
});
