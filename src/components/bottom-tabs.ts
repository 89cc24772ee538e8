// The phone shell's bottom tab bar (issue 17): 首页 / 比分 / 直播 / 头条 / 社区 / 我的, and which one a page
// belongs to. Six fit a 360 px phone at 60 px each (wider than the 48 px touch target, room for two 字).
import type { IconName } from './icons';

export type BottomTabId = 'home' | 'scores' | 'live' | 'news' | 'community' | 'mine';

export interface BottomTab {
  id: BottomTabId;
  label: string;
  icon: IconName;
  /** Where the tab goes; 我的 opens the login dialog for a visitor instead. None: not yet open. */
  href?: string;
}

export const bottomTabs: readonly BottomTab[] = [
  { id: 'home', label: '首页', icon: 'home', href: '/' },
  { id: 'scores', label: '比分', icon: 'score', href: '/football' },
  { id: 'live', label: '直播', icon: 'tv', href: '/live/all' },
  { id: 'news', label: '头条', icon: 'file', href: '/news' },
  { id: 'community', label: '社区', icon: 'chat', href: '/community' },
  { id: 'mine', label: '我的', icon: 'user', href: '/v/home' },
];

/** Score boards, lottery views, match centres, odds, schedules and results of either sport. */
const SCORES = /^\/(next|football|basketball)(\/|$)/;
/** The headlines: the list, its archive pages and articles. */
const NEWS = /^\/news(\/|$)/;
/** The live list, rooms, ranks and the anchor's tools pages under /live. */
const LIVE = /^\/live(\/|$)/;
/** The circles, a circle, a post and the anchors' dynamics (my own posts at /v/community are 我的). */
const COMMUNITY = /^\/community(\/|$)/;
/** The user centre, wallet, personal space and anchor console (/v/…, /personal/…). */
const MINE = /^\/(v|personal)(\/|$)/;

/** A live room keeps the bottom of a phone for its own chat input: no tab bar there. */
const ROOM = /^\/live\/room(\/|$)/;
/** An article keeps it for its comment bar (写评论, 收藏, 分享), as the news apps do. */
const ARTICLE = /^\/news\/\d+\/?$/;

export const showsBottomBar = (pathname: string) => !ROOM.test(pathname) && !ARTICLE.test(pathname);

/** The tab marked on `pathname`; null on pages of none (about, app download…). */
export function activeBottomTab(pathname: string): BottomTabId | null {
  if (pathname === '/') return 'home';
  if (SCORES.test(pathname)) return 'scores';
  if (LIVE.test(pathname)) return 'live';
  if (NEWS.test(pathname)) return 'news';
  if (COMMUNITY.test(pathname)) return 'community';
  if (MINE.test(pathname)) return 'mine';
  return null;
}

/** Room a layout leaves at its bottom on phones so the fixed bar (56 px + the home indicator) hides nothing. */
export const BOTTOM_BAR_ROOM = 'pb-[calc(3.5rem+env(safe-area-inset-bottom))] lg:pb-0';
