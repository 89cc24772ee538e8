// The demo's experts at work (有料): once, their past two weeks replayed over the feed's finished matches — each
// plan published through the real rules at its moment (kick-off ahead, the line of then), bought by a few demo
// fans, settled from the real results — and then, live, new plans on tonight's matches and fans buying them.
// Every record the site shows is what these picks earned; nothing here writes a result or a count.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PickSelection } from '../../../contract/calls/expert';
import { chinaDayStartOf } from '../../../contract/format/china-day';
import { appMeta, competitions, lotteryMatches, matches, plans, users } from '../../db/schema';
import { demoFans } from '../../db/seed/crowd';
import { type DemoStrategy, demoExperts } from '../../db/seed/experts';
import { ApiError } from '../../http/api-error';
import type { PaymentProvider } from '../../providers/payment';
import { buyPlanAsUser, linesAt, publishPlan, settlePlanNow } from '../expert/service';
import { creditPaidOrder, getBalances, paymentsOf, placeRechargeOrder } from '../pay/service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HISTORY_KEY = 'demo:experts-history';
/** Days of the past replayed: the feed keeps about two weeks of results. */
const HISTORY_DAYS = 14;
const PRICES = [0, 8, 18, 18, 28, 38, 58];

interface Expert {
  id: number;
  strategy: DemoStrategy;
}

type Ctx = FastifyInstance['ctx'];

/** A small deterministic generator: the same demo every time. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const sportOf = (s: DemoStrategy) =>
  s === 'bbHome' || s === 'bbTotal' ? 'basketball' : 'football';

const TITLES: Record<DemoStrategy, string[]> = {
  asiaValue: ['{home}vs{away}：盘口有玄机', '{comp}焦点战，亚盘这样看', '{home}主场能否打出'],
  goals: ['{home}vs{away}：大小球分析', '{comp}进球大战还是闷平', '节奏决定大小：{home}vs{away}'],
  favourite: ['{home}vs{away}：欧赔结构解读', '{comp}胜平负推荐', '强弱分明，{home}vs{away}'],
  parlay: ['竞彩二串一：{home}、{home2}', '今日二串一稳健组合'],
  bbHome: ['{home}vs{away}：让分盘分析', '{comp}焦点：{home}主场作战', '数据说话：{home}vs{away}'],
  bbTotal: ['{home}vs{away}：大小分推荐', '{comp}节奏分析：大小分怎么走'],
};

const REASONS: Record<DemoStrategy, string[]> = {
  asiaValue: [
    '{home}近期主场表现稳定，防守端丢球少；{away}客场作战能力一般，中场控制力不足。盘口{line}开出，机构态度明确，水位变化也支持这个方向，本场看好{side}。',
    '两队近五次交手{home}占优，本赛季{away}客场胜率偏低。初盘到即时盘的变化说明资金流向清晰，{line}的盘口下{side}更有价值，理性参考。',
  ],
  goals: [
    '{home}场均进球和失球都不少，{away}近期比赛节奏偏快。大小球开在{line}，结合两队攻防数据，这场{side}的可能性更大。',
    '{comp}这轮天气和场地条件正常，两队锋线状态都有起伏。{line}的盘口偏{lean}，从数据看本场倾向{side}。',
  ],
  favourite: [
    '{home}与{away}实力有差距，欧赔主胜{h}、客胜{a}，结构清晰，机构没有刻意诱导。综合伤停和近期状态，推荐{side}。',
    '从欧赔的初赔到即时赔率，{side}方向一直被看好，两队近期战绩和主客场表现也支持这个判断。',
  ],
  parlay: [
    '两场都是实力占优的一方坐镇主场，竞彩赔率不高但稳，适合做二串一的稳健组合，注意控制投入，理性购彩。',
  ],
  bbHome: [
    '{home}主场进攻效率联盟前列，{away}背靠背作战体能是隐患。让分{line}，结合近十场的净胜分，看好{side}。',
    '{home}轮换完整，{away}有主力伤停。盘口{line}开出后水位稳定，数据模型给出的方向是{side}。',
  ],
  bbTotal: [
    '两队近五场场均总分在{line}附近浮动，{home}节奏快、三分出手多，{away}防守强度一般，本场倾向{side}。',
    '从节奏、命中率和罚球数看，这场比赛的总分大概率{lean2}，大小分{line}推荐{side}。',
  ],
};

const fill = (text: string, v: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '');

const SIDE_LABEL: Record<PickSelection, string> = {
  home: '主队',
  draw: '平局',
  away: '客队',
  over: '大',
  under: '小',
};

interface Candidate {
  id: number;
  kickoffAt: number;
  home: string;
  away: string;
  competition: string;
  jczq: boolean;
}

export class DemoExperts {
  private experts: Expert[] = [];
  private fans: number[] = [];
  private readonly random: () => number;

  constructor(
    private readonly ctx: Ctx,
    private readonly payments: PaymentProvider,
    seed = 20,
  ) {
    this.random = rng(seed);
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)] as T;
  }

  async load() {
    const phones = demoExperts.map((e) => e.phone);
    const rows = await this.ctx.db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(and(inArray(users.phone, phones), eq(users.isExpert, 1)));
    const idOf = new Map(rows.map((r) => [r.phone, r.id]));
    this.experts = demoExperts.flatMap((e) => {
      const id = idOf.get(e.phone);
      return id ? [{ id, strategy: e.strategy }] : [];
    });
    const fans = await this.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.phone,
          demoFans.map((f) => f.phone),
        ),
      );
    this.fans = fans.map((f) => f.id);
    return this.experts;
  }

  /** Matches of hot competitions kicking off in [from, to) for a sport, soonest first. */
  private async candidates(sport: string, from: number, to: number): Promise<Candidate[]> {
    const rows = await this.ctx.db
      .select({
        id: matches.id,
        kickoffAt: matches.kickoffAt,
        competition: competitions.shortName,
        home: sql<string>`(select short_name from teams where id = ${matches.homeTeamId})`,
        away: sql<string>`(select short_name from teams where id = ${matches.awayTeamId})`,
        jczq: sql<boolean>`exists (select 1 from ${lotteryMatches} where ${lotteryMatches.matchId} = ${matches.id})`,
      })
      .from(matches)
      .innerJoin(competitions, eq(competitions.id, matches.competitionId))
      .where(
        and(
          eq(matches.sport, sport),
          eq(competitions.hot, true),
          gt(matches.kickoffAt, new Date(from)),
          lt(matches.kickoffAt, new Date(to)),
        ),
      )
      .orderBy(asc(matches.kickoffAt), asc(matches.id))
      .limit(200);
    return rows.map((r) => ({ ...r, kickoffAt: r.kickoffAt.getTime() }));
  }

  /** The plan an expert's rule makes of a match (or a pair) at `at`, or null when the lines are not there. */
  private async draft(expert: Expert, games: Candidate[], at: number) {
    const [g] = games;
    if (!g) return null;
    const lines = await linesAt(this.ctx.db, g.id, at);
    let playType: number;
    let selection: PickSelection;
    let line = '';
    switch (expert.strategy) {
      case 'asiaValue': {
        if (!lines.asia) return null;
        playType = 2;
        selection = (lines.asia[1] ?? 0) <= 0.5 ? 'home' : 'away';
        line = String(lines.asia[1]);
        break;
      }
      case 'goals':
      case 'bbTotal': {
        if (!lines.overUnder) return null;
        playType = expert.strategy === 'goals' ? 3 : 2;
        const total = lines.overUnder[1] ?? 0;
        selection = total <= (expert.strategy === 'goals' ? 2.5 : 225) ? 'over' : 'under';
        line = String(total);
        break;
      }
      case 'favourite':
      case 'parlay': {
        if (!lines.europe) return null;
        const [h = 9, , a = 9] = lines.europe;
        selection = h <= a ? 'home' : 'away';
        playType = expert.strategy === 'parlay' ? (games.length === 2 ? 5 : 4) : 1;
        break;
      }
      case 'bbHome': {
        if (!lines.asia) return null;
        playType = 1;
        selection = 'home';
        line = String(lines.asia[1]);
        break;
      }
    }
    const picks = [{ matchId: g.id, selection }];
    if (playType === 5) {
      const second = games[1]!;
      const more = await linesAt(this.ctx.db, second.id, at);
      if (!more.europe) return null;
      const [h = 9, , a = 9] = more.europe;
      picks.push({ matchId: second.id, selection: h <= a ? 'home' : 'away' });
    }
    const words = {
      home: g.home,
      away: g.away,
      comp: g.competition,
      home2: games[1]?.home ?? '',
      line,
      side: SIDE_LABEL[selection],
      lean: selection === 'over' ? '低' : '高',
      lean2: selection === 'over' ? '偏高' : '偏低',
      h: String(lines.europe?.[0] ?? ''),
      a: String(lines.europe?.[2] ?? ''),
    };
    const price = this.pick(PRICES);
    return {
      sport: sportOf(expert.strategy) as 'football' | 'basketball',
      playType,
      title: fill(this.pick(TITLES[expert.strategy]), words).slice(0, 40),
      analysis: fill(this.pick(REASONS[expert.strategy]), words),
      picks,
      price,
      refundOnLoss: price > 0 && this.random() < 0.3,
    };
  }

  /** Publishes one plan for the expert on the first fitting games in the list; the plan, or null. */
  private async publishFrom(expert: Expert, games: Candidate[], at: number, replay: boolean) {
    const pool = expert.strategy === 'parlay' ? games.filter((g) => g.jczq) : games;
    for (let i = 0; i < pool.length; i++) {
      const chosen =
        expert.strategy === 'parlay' && this.random() < 0.5 && pool[i + 1]
          ? [pool[i]!, pool[i + 1]!]
          : [pool[i]!];
      const body = await this.draft(expert, chosen, at);
      if (!body) continue;
      try {
        return await publishPlan(this.ctx, expert.id, body, { now: at, replay });
      } catch (err) {
        // Already written on (planSameMatch), kicked off, no line: try the next game.
        if (!(err instanceof ApiError)) throw err;
      }
    }
    return null;
  }

  /** A few demo fans buy a paid plan, each topping up through the sandbox gateway when short. */
  private async buyers(plan: { id: number; price: number }, at: number, most: number) {
    if (plan.price === 0 || this.fans.length === 0) return;
    const count = Math.floor(this.random() * (most + 1));
    for (let i = 0; i < count; i++) {
      const fan = this.pick(this.fans);
      const { balance } = await getBalances(this.ctx.db, fan);
      if (balance < plan.price) await this.topUp(fan, 100);
      try {
        await buyPlanAsUser(this.ctx, fan, plan.id, randomUUID(), at);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
      }
    }
  }

  private async topUp(userId: number, yuan: number) {
    const { order } = await placeRechargeOrder(this.ctx, this.payments, {
      userId,
      key: randomUUID(),
      amount: yuan,
    });
    await creditPaidOrder(this.ctx, {
      provider: this.payments.name,
      orderNo: order.orderNo,
      tradeNo: `demo-${order.orderNo}`,
      paidFen: Math.round(order.price * 100),
    });
  }

  /** The past two weeks, once per database: about two plans a day each, then settled from the results. */
  async history(now = Date.now()) {
    const [done] = await this.ctx.db.select().from(appMeta).where(eq(appMeta.key, HISTORY_KEY));
    if (done) return 0;
    const today = chinaDayStartOf(now);
    let published = 0;
    for (let d = HISTORY_DAYS; d >= 1; d--) {
      const dayStart = today - d * DAY;
      for (const expert of this.experts) {
        const games = await this.candidates(sportOf(expert.strategy), dayStart, dayStart + DAY);
        // Each expert takes a different slice of the evening, two plans a day at most.
        const offset = Math.floor(this.random() * Math.max(1, games.length));
        const order = [...games.slice(offset), ...games.slice(0, offset)];
        for (let n = 0; n < 2 && order.length > 0; n++) {
          const first = order.shift()!;
          const at = first.kickoffAt - (2 + Math.floor(this.random() * 6)) * HOUR;
          const plan = await this.publishFrom(expert, [first, ...order], at, true);
          if (!plan) break;
          published++;
          await this.buyers(plan, at + HOUR, 4);
          const used = new Set(plan.picks?.map((p) => p.matchId));
          for (let k = order.length - 1; k >= 0; k--)
            if (used.has(order[k]!.id)) order.splice(k, 1);
        }
      }
    }
    await this.settleHistory(now);
    await this.ctx.db
      .insert(appMeta)
      .values({ key: HISTORY_KEY, value: String(published) })
      .onConflictDoNothing();
    return published;
  }

  /** Settles the replayed plans at the time their last match ended (about two hours after kick-off). */
  private async settleHistory(now: number) {
    const open = await this.ctx.db
      .select()
      .from(plans)
      .where(and(isNull(plans.result), lt(plans.firstKickoffAt, new Date(now - 3 * HOUR))))
      .orderBy(asc(plans.firstKickoffAt));
    for (const plan of open) {
      const last = Math.max(
        ...(
          await this.ctx.db
            .select({ k: matches.kickoffAt })
            .from(matches)
            .where(
              inArray(
                matches.id,
                plan.picks.map((p) => p.matchId),
              ),
            )
        ).map((r) => r.k.getTime()),
      );
      await settlePlanNow(this.ctx, plan, Math.min(now, last + 2 * HOUR + 15 * 60_000));
    }
  }

  /** A plan on a match of the next day, if the expert has fewer than three on sale. */
  private async write(expert: Expert, now: number) {
    const [onSale] = await this.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(plans)
      .where(
        and(
          eq(plans.expertId, expert.id),
          isNull(plans.result),
          gt(plans.firstKickoffAt, new Date(now)),
        ),
      );
    if ((onSale?.n ?? 0) >= 3) return null;
    const games = await this.candidates(sportOf(expert.strategy), now + HOUR, now + DAY);
    const offset = Math.floor(this.random() * Math.max(1, games.length));
    const plan = await this.publishFrom(
      expert,
      [...games.slice(offset), ...games.slice(0, offset)],
      now,
      false,
    );
    if (plan) await this.buyers(plan, now, 3);
    return plan;
  }

  /** A site opened tonight has tonight's plans: each expert writes up to their three at once. */
  async warmUp(now = Date.now()) {
    for (let round = 0; round < 3; round++)
      for (const expert of this.experts) await this.write(expert, now);
  }

  /**
   * Live: an expert with fewer than three plans on sale writes one on a match kicking off in the next day, and
   * now and then a fan buys one on sale.
   */
  async tick(now = Date.now()) {
    const expert = this.pick(this.experts);
    if (expert) await this.write(expert, now);
    const [plan] = await this.ctx.db
      .select({ id: plans.id, priceUnits: plans.priceUnits })
      .from(plans)
      .where(
        and(isNull(plans.result), gt(plans.firstKickoffAt, new Date(now)), gt(plans.priceUnits, 0)),
      )
      .orderBy(sql`random()`)
      .limit(1);
    if (plan) await this.buyers({ id: plan.id, price: plan.priceUnits / 100 }, now, 1);
  }
}

export interface DemoExpertsOptions {
  tickMs: number;
}

/**
 * Starts the demo experts: the history once the feed's first catch-up has reported its finished matches (at once
 * over a database that has them already), then a tick every `tickMs`.
 */
export async function startDemoExperts(
  app: FastifyInstance,
  { tickMs }: DemoExpertsOptions = { tickMs: 45_000 },
): Promise<{ stop(): Promise<void> }> {
  const demo = new DemoExperts(app.ctx, paymentsOf(app).current);
  const experts = await demo.load();
  app.log.info({ experts: experts.length }, 'demo experts started');
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let historyDone = false;
  const run = (work: () => Promise<unknown>, what: string) => {
    running = running
      .then(() => (stopped ? undefined : work()))
      .catch((err) => app.log.warn({ err }, `demo experts: ${what} failed`));
    return running;
  };
  const history = () => {
    if (historyDone) return;
    historyDone = true;
    void run(async () => {
      const n = await demo.history();
      if (n) app.log.info({ plans: n }, 'demo experts: the past two weeks replayed');
      await demo.warmUp();
    }, 'history');
  };
  app.ctx.ingest.onFinished((_ids, { backfill }) => {
    if (backfill) history();
  });
  // A restart over a database the feed filled before: no catch-up may come, the results are there.
  const [past] = await app.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(matches)
    .where(lt(matches.kickoffAt, new Date(Date.now() - 7 * DAY)));
  if ((past?.n ?? 0) > 0) history();
  const timer = setInterval(() => {
    if (historyDone) void run(() => demo.tick(), 'tick');
  }, tickMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
