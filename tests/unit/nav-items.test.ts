// Which header entry is marked on which page: 比分 on every score page, 赛程 on schedules and results.
import { describe, expect, it } from 'vitest';
import { isActive, type NavItem, navItems } from '../../src/components/nav-items';

const entry = (label: string) => navItems.find((item) => item.label === label) as NavItem;
const marked = (pathname: string) =>
  navItems.filter((item) => isActive(item, pathname)).map((item) => item.label);

describe('header entries', () => {
  it('marks 比分 on the boards, lottery views, match centres and odds pages of both sports', () => {
    for (const path of [
      '/football',
      '/basketball',
      '/football/jczq',
      '/basketball/jclq',
      '/football/live/1001',
      '/basketball/yapan/9',
      '/football/odds-detail/table',
      '/football/allEventCom',
    ])
      expect(marked(path), path).toEqual(['比分']);
  });

  it('marks 赛程 on schedules and results, and nothing else there', () => {
    for (const path of ['/next', '/football/next', '/football/end', '/basketball/end/'])
      expect(marked(path), path).toEqual(['赛程']);
  });

  it('marks 有料 on its home (/guide, /youliao), rankings, matches, plans and experts', () => {
    for (const path of [
      '/guide',
      '/youliao',
      '/guide/expert',
      '/guide/expert/comList',
      '/guide/expert/plan',
      '/guide/expert/info/12',
    ])
      expect(marked(path), path).toEqual(['有料']);
    expect(marked('/guidebook')).toEqual([]);
  });

  it('marks 首页 on the home page only, and nothing on other pages', () => {
    expect(marked('/')).toEqual(['首页']);
    expect(marked('/about/10001')).toEqual([]);
    expect(marked('/footballer')).toEqual([]);
    expect(isActive(entry('直播'), '/live')).toBe(false);
  });
});
