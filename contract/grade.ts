// Levels (等级) and experience (经验): the one table of thresholds, the tiers that colour a level badge, the
// sources of experience with their daily caps, check-in (签到) rewards and the tasks (每日任务, 新手任务).
// Pure data and functions: the server credits and levels by them, the client draws the /v/grade page from them.

export const LEVEL_MAX = 50;

/** Experience needed to reach each level: index n is Lv.n's threshold (Lv.0 needs nothing). */
export const levelThresholds: readonly number[] = Array.from({ length: LEVEL_MAX + 1 }, (_, n) =>
  n === 0 ? 0 : Math.round((n * n * (10 + n)) / 10) * 10,
);

/** The level a total of experience earns (0 for none, at most LEVEL_MAX). */
export function levelOf(experience: number): number {
  let level = 0;
  while (level < LEVEL_MAX && experience >= (levelThresholds[level + 1] as number)) level++;
  return level;
}

export const thresholdOf = (level: number) =>
  levelThresholds[Math.max(0, Math.min(LEVEL_MAX, Math.floor(level)))] as number;

/** A band of levels that share a badge colour and privileges. */
export interface LevelTier {
  from: number;
  to: number;
  name: string;
  /** The badge's colours (background gradient) and the nickname colour in chat for the tier. */
  badgeFrom: string;
  badgeTo: string;
  /** Null: the nickname keeps the chat's default colour. */
  chatColor: string | null;
  /** The room announces the user's entry (进场提示) with a banner in the tier's colour. */
  entryBanner: boolean;
}

export const levelTiers: readonly LevelTier[] = [
  {
    from: 0,
    to: 0,
    name: '新人',
    badgeFrom: '#a3a3a3',
    badgeTo: '#737373',
    chatColor: null,
    entryBanner: false,
  },
  {
    from: 1,
    to: 9,
    name: '青铜',
    badgeFrom: '#4ade80',
    badgeTo: '#16a34a',
    chatColor: null,
    entryBanner: false,
  },
  {
    from: 10,
    to: 19,
    name: '白银',
    badgeFrom: '#38bdf8',
    badgeTo: '#2563eb',
    chatColor: '#2563eb',
    entryBanner: false,
  },
  {
    from: 20,
    to: 29,
    name: '黄金',
    badgeFrom: '#c084fc',
    badgeTo: '#7c3aed',
    chatColor: '#7c3aed',
    entryBanner: false,
  },
  {
    from: 30,
    to: 39,
    name: '铂金',
    badgeFrom: '#fb923c',
    badgeTo: '#ea580c',
    chatColor: '#ea580c',
    entryBanner: true,
  },
  {
    from: 40,
    to: 50,
    name: '钻石',
    badgeFrom: '#f87171',
    badgeTo: '#dc2626',
    chatColor: '#dc2626',
    entryBanner: true,
  },
];

export const tierOf = (level: number | null | undefined): LevelTier => {
  const n = Math.max(0, Math.min(LEVEL_MAX, Math.floor(level ?? 0)));
  return levelTiers.find((t) => n >= t.from && n <= t.to) ?? (levelTiers[0] as LevelTier);
};

/** Where experience comes from; each has a daily cap (China day). */
export const experienceSources = ['watch', 'chat', 'gift', 'checkin', 'task'] as const;
export type ExperienceSource = (typeof experienceSources)[number];

export interface SourceRule {
  label: string;
  /** How it is earned, as the page says it. */
  rule: string;
  /** Most experience from this source in one China day. */
  dailyCap: number;
}

/** Watch: per whole minute in a live room; chat: per line; gift: per 球钻 of the gift's value. */
export const EXP_PER_WATCH_MINUTE = 1;
export const EXP_PER_CHAT = 2;
export const EXP_PER_GIFT_DIAMOND = 1;

export const sourceRules: Record<ExperienceSource, SourceRule> = {
  watch: { label: '观看直播', rule: '每观看 1 分钟 +1 经验', dailyCap: 60 },
  chat: { label: '发言互动', rule: '每发送 1 条弹幕/聊天 +2 经验', dailyCap: 30 },
  gift: { label: '赠送礼物', rule: '每送出价值 1 球钻的礼物 +1 经验', dailyCap: 500 },
  checkin: { label: '每日签到', rule: '签到 +10 经验，连续签到每天多 +5，最多 +40', dailyCap: 40 },
  task: { label: '完成任务', rule: '领取任务奖励获得经验', dailyCap: 1000 },
};

/** Check-in's experience on the nth consecutive day (1 = first day). */
export const checkinReward = (streak: number) => Math.min(10 + 5 * (Math.max(1, streak) - 1), 40);

export type TaskKind = 'daily' | 'newcomer';
/** What a task's reward is paid in: experience, or 球票 through the ledger (系统赠送). */
export type RewardKind = 'exp' | 'ticket';

export interface TaskDef {
  id: string;
  kind: TaskKind;
  title: string;
  /** How much of the measure finishes it (minutes watched, lines sent…). */
  goal: number;
  unit: string;
  reward: { kind: RewardKind; amount: number };
  /** The page 去完成 opens. */
  href: string;
}

export const tasks: readonly TaskDef[] = [
  {
    id: 'daily-checkin',
    kind: 'daily',
    title: '每日签到',
    goal: 1,
    unit: '次',
    reward: { kind: 'exp', amount: 10 },
    href: '/v/grade',
  },
  {
    id: 'daily-watch',
    kind: 'daily',
    title: '观看直播10分钟',
    goal: 10,
    unit: '分钟',
    reward: { kind: 'exp', amount: 20 },
    href: '/live',
  },
  {
    id: 'daily-chat',
    kind: 'daily',
    title: '发送1条弹幕/聊天',
    goal: 1,
    unit: '条',
    reward: { kind: 'exp', amount: 10 },
    href: '/live',
  },
  {
    id: 'daily-follow',
    kind: 'daily',
    title: '关注1位主播',
    goal: 1,
    unit: '位',
    reward: { kind: 'ticket', amount: 1 },
    href: '/live',
  },
  {
    id: 'daily-gift',
    kind: 'daily',
    title: '送出1个礼物',
    goal: 1,
    unit: '个',
    reward: { kind: 'ticket', amount: 2 },
    href: '/live',
  },
  {
    id: 'new-phone',
    kind: 'newcomer',
    title: '绑定手机',
    goal: 1,
    unit: '',
    reward: { kind: 'exp', amount: 20 },
    href: '/v/home',
  },
  {
    id: 'new-portrait',
    kind: 'newcomer',
    title: '设置头像',
    goal: 1,
    unit: '',
    reward: { kind: 'exp', amount: 30 },
    href: '/v/info',
  },
  {
    id: 'new-nickname',
    kind: 'newcomer',
    title: '修改昵称',
    goal: 1,
    unit: '',
    reward: { kind: 'exp', amount: 30 },
    href: '/v/info',
  },
  {
    id: 'new-real-name',
    kind: 'newcomer',
    title: '实名认证',
    goal: 1,
    unit: '',
    reward: { kind: 'ticket', amount: 5 },
    href: '/v/info',
  },
  {
    id: 'new-recharge',
    kind: 'newcomer',
    title: '首次充值',
    goal: 1,
    unit: '',
    reward: { kind: 'ticket', amount: 10 },
    href: '/v/recharge',
  },
];

export const taskById = (id: string) => tasks.find((t) => t.id === id);

/** The privileges a level brings, as the page lists them: each one is real on the site. */
export interface LevelPrivilege {
  from: number;
  title: string;
  detail: string;
}

export const levelPrivileges: readonly LevelPrivilege[] = [
  { from: 1, title: '等级徽章', detail: '聊天、个人主页和榜单显示等级徽章，颜色随段位变化' },
  { from: 10, title: '彩色昵称', detail: '直播间聊天昵称显示段位颜色' },
  { from: 30, title: '进场提示', detail: '进入直播间时聊天区显示专属进场提示' },
];
