// The header navigation of spec §2; only entries whose page exists carry a `to`.

type NavPath =
  | '/'
  | '/football'
  | '/basketball'
  | '/next'
  | '/football/next'
  | '/football/end'
  | '/basketball/next'
  | '/basketball/end'
  | '/news'
  | '/community'
  | '/guide'
  | '/database/fb/page'
  | '/database/lq/page';

export interface NavItem {
  label: string;
  /** A route in the table; items without one are shown but not yet clickable. */
  to?: NavPath;
  /** Shown greyed out for good (spec §2: esports and tennis). */
  disabled?: boolean;
  /** The pages the entry stands for (its own `to` only, when absent): the header marks it on them. */
  section?: RegExp;
  children?: NavItem[];
}

/** Schedules and results, of either sport. */
const SCHEDULE = /^\/(next|(football|basketball)\/(next|end))\/?$/;
/** The headlines: /news, its archive pages and articles. */
const NEWS = /^\/news(\/|$)/;
/** 社区: the circles, a post, a circle, the anchors' dynamics. */
const COMMUNITY = /^\/community(\/|$)/;
/** 有料: the plans' home (/guide and /youliao), rankings, matches with plans, a plan, an expert. */
const GUIDE = /^\/(guide|youliao)(\/|$)/;
/** 资料库: either sport's entry page, competitions, teams and players. */
const DATABASE = /^\/database(\/|$)/;
/** The boards, lottery views, filters, match centres and odds pages of either sport. */
const SCORES = /^\/(football|basketball)(\/(?!next\/?$|end\/?$).*)?$/;

export const navItems: NavItem[] = [
  { label: '首页', to: '/' },
  {
    label: '比分',
    to: '/football',
    section: SCORES,
    children: [
      { label: '足球', to: '/football' },
      { label: '篮球', to: '/basketball' },
      { label: '电竞', disabled: true },
      { label: '网球', disabled: true },
    ],
  },
  { label: '直播' },
  {
    label: '赛程',
    to: '/next',
    section: SCHEDULE,
    children: [
      { label: '足球赛程', to: '/football/next' },
      { label: '足球赛果', to: '/football/end' },
      { label: '篮球赛程', to: '/basketball/next' },
      { label: '篮球赛果', to: '/basketball/end' },
    ],
  },
  { label: '头条', to: '/news', section: NEWS },
  { label: '社区', to: '/community', section: COMMUNITY },
  { label: '有料', to: '/guide', section: GUIDE },
  {
    label: '资料库',
    to: '/database/fb/page',
    section: DATABASE,
    children: [
      { label: '足球', to: '/database/fb/page' },
      { label: '篮球', to: '/database/lq/page' },
    ],
  },
];

/** Whether the header marks `item` on `pathname`. */
export const isActive = (item: NavItem, pathname: string) =>
  item.section ? item.section.test(pathname) : item.to === pathname;
