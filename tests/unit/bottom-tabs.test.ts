// The phone tab bar: which tab each page marks, and where the bar stays away.
import { describe, expect, it } from 'vitest';
import { activeBottomTab, bottomTabs, showsBottomBar } from '../../src/components/bottom-tabs';

describe('bottomTabs', () => {
  it('are the six of a Chinese sports app, 社区 before 我的, each going somewhere', () => {
    expect(bottomTabs.map((t) => t.label)).toEqual([
      '首页',
      '比分',
      '直播',
      '头条',
      '社区',
      '我的',
    ]);
    expect(bottomTabs.find((t) => t.id === 'community')?.href).toBe('/community');
    expect(bottomTabs.every((t) => t.href)).toBe(true);
  });
});

describe('activeBottomTab', () => {
  it('marks 首页 on the home page only', () => {
    expect(activeBottomTab('/')).toBe('home');
    expect(activeBottomTab('/about/10003')).toBeNull();
  });

  it('marks 比分 on boards, schedules, lottery views, match centres and odds of either sport', () => {
    for (const path of [
      '/football',
      '/basketball',
      '/next',
      '/football/next',
      '/basketball/end',
      '/football/jczq',
      '/football/collect',
      '/football/live/12',
      '/basketball/odds-detail/join',
    ])
      expect(activeBottomTab(path), path).toBe('scores');
    expect(activeBottomTab('/footballer')).toBeNull();
  });

  it('marks 直播 under /live and 我的 in the user centre', () => {
    expect(activeBottomTab('/live/all')).toBe('live');
    expect(activeBottomTab('/live/rank')).toBe('live');
    expect(activeBottomTab('/v/information')).toBe('mine');
    expect(activeBottomTab('/v/wallet')).toBe('mine');
    expect(activeBottomTab('/personal/7')).toBe('mine');
  });

  it('marks 头条 on the list, its archive pages and articles, not on a look-alike path', () => {
    expect(activeBottomTab('/news')).toBe('news');
    expect(activeBottomTab('/news/pages/3')).toBe('news');
    expect(activeBottomTab('/news/12')).toBe('news');
    expect(activeBottomTab('/newsletter')).toBeNull();
  });

  it("marks 社区 on the circles, a circle, a post and the anchors' dynamics; my posts are 我的", () => {
    for (const path of [
      '/community',
      '/community/12',
      '/community/circle-detail/3',
      '/community/anchor-dynamic/7',
    ])
      expect(activeBottomTab(path), path).toBe('community');
    expect(activeBottomTab('/v/community')).toBe('mine');
    expect(activeBottomTab('/communityx')).toBeNull();
  });
});

describe('showsBottomBar', () => {
  it('leaves a live room and an article their bottom edge, and shows everywhere else', () => {
    expect(showsBottomBar('/live/room/6')).toBe(false);
    expect(showsBottomBar('/news/12')).toBe(false);
    expect(showsBottomBar('/news')).toBe(true);
    expect(showsBottomBar('/news/pages/2')).toBe(true);
    expect(showsBottomBar('/live/all')).toBe(true);
    expect(showsBottomBar('/football')).toBe(true);
  });
});
