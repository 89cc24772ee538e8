// The demo crowd under the headlines: demo fans comment on the day's articles, answer each other and like what
// they agree with, through the comment service a person's request goes through (the sensitive-word mask, the
// per-user pace, IP属地 looked up from the fan's address). Each fan writes from one address of a province's
// network, so the IP属地 beside a comment is what the offline database says about that address.
import { randomInt } from 'node:crypto';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { COMMENT_TARGET_NEWS } from '../../../contract/calls/comment';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { commentLikes, comments, newsArticles, newsColumns, users } from '../../db/schema';
import { demoFans } from '../../db/seed/crowd';
import { ApiError } from '../../http/api-error';
import { toggleLike, writeComment } from '../comment/service';
import { warmUpComments } from './warm-up';

/** Public resolvers and gateways of provincial networks: each fan writes from one of them. */
export const FAN_ADDRESSES = [
  '202.96.128.86', // 广东
  '218.4.167.70', // 江苏
  '61.135.169.121', // 北京
  '223.5.5.5', // 浙江
  '202.96.209.133', // 上海
  '61.139.2.69', // 四川
  '202.103.24.68', // 湖北
  '202.102.134.68', // 山东
  '202.102.224.68', // 河南
  '218.30.19.40', // 陕西
  '221.7.92.98', // 重庆
  '202.101.224.69', // 江西
  '202.96.64.68', // 辽宁
  '202.97.224.68', // 黑龙江
  '222.246.129.80', // 湖南
  '202.103.225.68', // 广西
  '202.99.160.68', // 河北
  '211.138.180.2', // 安徽
  '202.101.98.55', // 福建
  '203.198.7.66', // 香港
];

/** What fans say, by sport and by kind of article; replies are the same for all. */
const lines = {
  football: {
    preview: [
      '这场我看主队，主场气势太足了',
      '盘口开得有点意思，谨慎一点',
      '两队上次交手踢得很胶着，这次估计也是小比分',
      '客队最近状态起伏很大，不好说',
      '首发出来再说吧，伤病太多了',
      '坐等开球，今晚不睡了',
      '前瞻写得挺细，数据很全',
      '这场必须拿下，不然排名要掉了',
      '中场要是还这么踢，悬',
      '我赌一个平局',
      '客队防反很难受，主队别太冒进',
      '有没有一起看直播的',
    ],
    report: [
      '赢得漂亮！下半场的调整太关键了',
      '这比分有点意外，看完比赛还是觉得可惜',
      '门将今天是真的神',
      '中场完全被压制了，教练得背锅',
      '这场裁判吹得还算公道',
      '进球集锦呢？求链接',
      '看了全场，这个结果不冤',
      '积分榜又要变天了',
      '换人太保守了',
      '定位球防守还是老问题',
      '这脚射门能进本周最佳',
      '下一轮继续加油',
    ],
    news: [
      '消息靠谱吗？坐等官宣',
      '这个转会要是成了，下赛季有看头',
      '小编更新真快',
      '希望是真的！',
      '感觉没那么简单，后续再看',
      '支持，球队就该这么做',
      '这个价格有点高了吧',
      '青训出来的就是不一样',
      '管理层这次干得漂亮',
      '又要失眠了，太期待了',
    ],
  },
  basketball: {
    preview: [
      '今晚看内线对位，谁篮板多谁赢',
      '主队背靠背，体能是个问题',
      '三分手感决定这场',
      '坐等开打，今天必须连胜',
      '客队替补太弱了，第二节要被打崩',
      '前瞻写得挺细',
      '这场让分有点多',
      '核心能打多少分？我猜30+',
      '防守端能不能顶住是关键',
      '有没有一起看直播的',
    ],
    report: [
      '末节这波攻击波太猛了',
      '关键球还得看老大',
      '篮板被抢爆了，输得不冤',
      '这场防守强度拉满了',
      '三分雨下起来谁也挡不住',
      '罚球再准一点就不用这么惊险了',
      '替补席今天立功了',
      '最后两分钟看得我心跳加速',
      '教练的暂停叫得太晚了',
      '全场最佳实至名归',
      '这比分差不代表比赛过程',
    ],
    news: [
      '消息靠谱吗？坐等官宣',
      '这笔交易双赢',
      '小编更新真快',
      '希望伤病别太严重',
      '这合同给得有点多了',
      '年轻人成长太快了',
      '感觉没那么简单，后续再看',
      '管理层这次干得漂亮',
    ],
  },
  reply: [
    '同意',
    '说得对',
    '不敢苟同',
    '+1',
    '哈哈哈哈',
    '楼上懂球',
    '理性讨论',
    '你说的有道理',
    '我也这么觉得',
    '确实',
    '角度清奇',
    '你是真球迷',
  ],
} as const;

const BASKETBALL_COLUMNS = new Set(['basketball', 'nba', 'cba']);

const kindOf = (title: string): 'preview' | 'report' | 'news' =>
  /前瞻|展望|预测/.test(title)
    ? 'preview'
    : /战报|胜|负|平|逆转|击败|绝杀|\d+-\d+/.test(title)
      ? 'report'
      : 'news';

export interface Fan {
  id: number;
  address: string;
}

/** The demo fans in signing-up order, each with the one address they always write from (the seed's and the crowds'). */
export async function loadDemoFans(db: Db): Promise<Fan[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.phone,
        demoFans.map((f) => f.phone),
      ),
    )
    .orderBy(users.id);
  return rows.map((r, i) => ({ id: r.id, address: FAN_ADDRESSES[i % FAN_ADDRESSES.length]! }));
}

export interface CommentersOptions {
  /** New comments (replies included) across the site per minute. */
  commentsPerMinute: number;
  /** Likes across the site per minute. */
  likesPerMinute: number;
  /** The share of comments that answer another comment. */
  replyShare: number;
  /** Articles published this long ago or later get comments. */
  recentMs: number;
  tickMs: number;
  random: () => number;
}

export const defaultCommentersOptions: CommentersOptions = {
  commentsPerMinute: 2,
  likesPerMinute: 6,
  replyShare: 0.35,
  recentMs: 2 * 86_400_000,
  tickMs: 10_000,
  random: () => randomInt(1_000_000) / 1_000_000,
};

export class DemoCommenters {
  private fans: Fan[] = [];
  private readonly options: CommentersOptions;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'kv'>,
    options: Partial<CommentersOptions> = {},
  ) {
    this.options = { ...defaultCommentersOptions, ...options };
  }

  async load() {
    this.fans = await loadDemoFans(this.ctx.db);
    return this.fans;
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.options.random() * list.length)]!;
  }

  /** The recent articles, newest first; the newest are picked more often, as readers do. */
  private async articles() {
    return this.ctx.db
      .select({ id: newsArticles.id, title: newsArticles.title, columnNo: newsColumns.columnNo })
      .from(newsArticles)
      .innerJoin(newsColumns, eq(newsColumns.id, newsArticles.columnId))
      .where(
        and(
          eq(newsArticles.status, 'published'),
          gte(newsArticles.publishedAt, new Date(Date.now() - this.options.recentMs)),
        ),
      )
      .orderBy(desc(newsArticles.publishedAt))
      .limit(40);
  }

  private pickRecent<T>(list: readonly T[]): T {
    // Squaring a uniform draw leans towards the front of the list.
    return list[Math.floor(this.options.random() ** 2 * list.length)]!;
  }

  /** One comment (or reply) by a random fan on a recent article; a refusal (the pace rule) drops it. */
  async comment() {
    const articles = await this.articles();
    if (articles.length === 0 || this.fans.length === 0) return null;
    const article = this.pickRecent(articles);
    const fan = this.pick(this.fans);
    const said = await this.ctx.db
      .select({
        id: comments.id,
        userId: comments.userId,
        parentId: comments.parentId,
        content: comments.content,
      })
      .from(comments)
      .where(
        and(
          eq(comments.targetType, COMMENT_TARGET_NEWS),
          eq(comments.targetId, article.id),
          eq(comments.status, 1),
        ),
      )
      .limit(200);
    const sport = BASKETBALL_COLUMNS.has(article.columnNo) ? 'basketball' : 'football';
    // Nobody says what has already been said under this article.
    const fresh: readonly string[] = lines[sport][kindOf(article.title)].filter(
      (l) => !said.some((c) => c.content === l),
    );
    let parentId: number | undefined;
    let content: string | null = fresh.length > 0 ? this.pick(fresh) : null;
    const others = said.filter((c) => c.parentId === null && c.userId !== fan.id);
    if (
      (content === null || this.options.random() < this.options.replyShare) &&
      others.length > 0
    ) {
      parentId = this.pick(others).id;
      content = this.pick(lines.reply);
    }
    if (content === null) return null;
    try {
      return await writeComment(this.ctx as AppContext, {
        userId: fan.id,
        targetType: COMMENT_TARGET_NEWS,
        targetId: article.id,
        content,
        parentId,
        address: fan.address,
      });
    } catch (err) {
      if (err instanceof ApiError) return null;
      throw err;
    }
  }

  /** A fan likes a recent comment they have not liked yet (a like is never taken back here). */
  async like() {
    if (this.fans.length === 0) return null;
    const recent = await this.ctx.db
      .select({ id: comments.id, userId: comments.userId })
      .from(comments)
      .where(
        and(
          eq(comments.targetType, COMMENT_TARGET_NEWS),
          eq(comments.status, 1),
          gte(comments.createdAt, new Date(Date.now() - this.options.recentMs)),
        ),
      )
      .orderBy(desc(comments.id))
      .limit(50);
    if (recent.length === 0) return null;
    const target = this.pickRecent(recent);
    const fan = this.pick(this.fans.filter((f) => f.id !== target.userId));
    if (!fan) return null;
    const [already] = await this.ctx.db
      .select({ id: commentLikes.commentId })
      .from(commentLikes)
      .where(and(eq(commentLikes.commentId, target.id), eq(commentLikes.userId, fan.id)));
    if (already) return null;
    return toggleLike(this.ctx.db, fan.id, target.id);
  }

  async tick() {
    const { commentsPerMinute, likesPerMinute, tickMs, random } = this.options;
    if (random() < (commentsPerMinute * tickMs) / 60_000) await this.comment();
    if (random() < (likesPerMinute * tickMs) / 60_000) await this.like();
  }

  /**
   * A site that has just started still has a conversation under its newest articles: comments are written
   * until the recent ones number `target` (a restart finds them there and writes none).
   */
  warmUp(target: number) {
    return warmUpComments(this.ctx.db, COMMENT_TARGET_NEWS, this.options.recentMs, target, this);
  }
}
