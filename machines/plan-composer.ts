// Writing a plan (发布推荐): sport, play type, the match or two (二串一) with the pick, title, analysis, price and
// 不中退, then 发布; the server's refusal (包中, kicked off …) shown as it says with everything kept.
// choosing → ready → submitting → published | failed.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { CallData } from '../contract/call';
import {
  type LineMarket,
  type PickSelection,
  PLAN_ANALYSIS_MAX,
  PLAN_ANALYSIS_MIN,
  PLAN_PRICE_MAX,
  PLAN_TITLE_MAX,
  type PlanSport,
  type PlayRule,
  playRules,
  type tjMatch,
} from '../contract/calls/expert';

/** A match as GET /tj/match lists it, with the site's current lines. */
export type PickableMatch = CallData<typeof tjMatch>[number];
export { type LineMarket, type PlayRule, playRules };
/** The play type a sport opens on: 让球 for football (the peers' most written), 让分 for basketball. */
export const firstPlayType: Record<PlanSport, number> = { football: 2, basketball: 1 };

export const ruleOf = (sport: PlanSport, playType: number): PlayRule =>
  playRules[sport][playType] ?? playRules[sport][1]!;

/** Whether a match can carry a pick of this play type: a 竞彩 number if needed, and the market's line. */
export const matchFits = (match: PickableMatch, rule: PlayRule) =>
  (!rule.lottery || match.lotteryNo !== null) && (match[rule.market]?.length ?? 0) >= 3;

export interface PlanLeg {
  match: PickableMatch;
  selection: PickSelection | null;
}

export interface PlanComposerContext {
  sport: PlanSport;
  playType: number;
  legs: PlanLeg[];
  title: string;
  analysis: string;
  price: number;
  refundOnLoss: boolean;
  error: string | null;
}

export type PlanField =
  | { field: 'title'; value: string }
  | { field: 'analysis'; value: string }
  | { field: 'price'; value: number }
  | { field: 'refundOnLoss'; value: boolean };

export type PlanComposerEvent =
  | { type: 'SPORT'; sport: PlanSport }
  | { type: 'PLAY_TYPE'; playType: number }
  /** Picks a match for leg 0 or 1 (二串一's second); null takes it away. */
  | { type: 'MATCH'; leg: 0 | 1; match: PickableMatch | null }
  | { type: 'SELECT'; leg: 0 | 1; selection: PickSelection }
  | ({ type: 'SET' } & PlanField)
  | { type: 'SUBMIT' };

export interface PlanBody {
  sport: PlanSport;
  playType: number;
  title: string;
  analysis: string;
  picks: { matchId: number; selection: PickSelection }[];
  price: number;
  refundOnLoss: boolean;
}

export type PublishOutcome = { ok: true; code: string } | { ok: false; msg: string };

export const MSG_PUBLISH_FAILED = '发布失败，请检查网络后重试';

/** Characters as the server counts them (zod's trimmed string length). */
export const countOf = (text: string) => text.trim().length;

/** What still stops 发布, in the order the form reads, or null when the plan can go. */
export function planProblem(c: PlanComposerContext): string | null {
  const rule = ruleOf(c.sport, c.playType);
  if (c.legs.length < rule.legs) return rule.legs === 2 ? '二串一请选择两场比赛' : '请选择比赛';
  if (c.legs.some((leg) => !matchFits(leg.match, rule))) return '该场暂无此玩法的盘口';
  if (c.legs.some((leg) => leg.selection === null || !rule.selections.includes(leg.selection)))
    return '请选择推荐选项';
  const title = countOf(c.title);
  if (title < 4) return '标题至少 4 个字';
  if (title > PLAN_TITLE_MAX) return `标题最多 ${PLAN_TITLE_MAX} 个字`;
  const analysis = countOf(c.analysis);
  if (analysis < PLAN_ANALYSIS_MIN) return `分析至少 ${PLAN_ANALYSIS_MIN} 字`;
  if (analysis > PLAN_ANALYSIS_MAX) return `分析最多 ${PLAN_ANALYSIS_MAX} 字`;
  if (!Number.isInteger(c.price) || c.price < 0 || c.price > PLAN_PRICE_MAX)
    return `价格为 0–${PLAN_PRICE_MAX} 的整数球钻`;
  return null;
}

export const bodyOf = (c: PlanComposerContext): PlanBody => ({
  sport: c.sport,
  playType: c.playType,
  title: c.title.trim(),
  analysis: c.analysis.trim(),
  picks: c.legs.map((leg) => ({ matchId: leg.match.id, selection: leg.selection! })),
  price: c.price,
  // 不中退 means nothing on a free plan: nobody paid.
  refundOnLoss: c.price > 0 && c.refundOnLoss,
});

/** The legs kept under a new play type: matches that still fit, selections that still exist. */
function legsUnder(legs: PlanLeg[], rule: PlayRule): PlanLeg[] {
  return legs
    .filter((leg) => matchFits(leg.match, rule))
    .slice(0, rule.legs)
    .map((leg) => ({
      ...leg,
      selection: leg.selection && rule.selections.includes(leg.selection) ? leg.selection : null,
    }));
}

function pickMatch(c: PlanComposerContext, leg: 0 | 1, match: PickableMatch | null): PlanLeg[] {
  if (match === null) return c.legs.filter((_, i) => i !== leg);
  const rule = ruleOf(c.sport, c.playType);
  if (!matchFits(match, rule) || leg >= rule.legs) return c.legs;
  // The other leg of a 二串一 cannot be the same match.
  const others = c.legs.filter((l, i) => i !== leg && l.match.id !== match.id);
  const kept = c.legs.find((l) => l.match.id === match.id)?.selection ?? null;
  const next = [...others];
  next.splice(Math.min(leg, next.length), 0, { match, selection: kept });
  return next;
}

const edit = {
  SPORT: { target: 'check', actions: 'sport' },
  PLAY_TYPE: { target: 'check', actions: 'playType' },
  MATCH: { target: 'check', actions: 'match' },
  SELECT: { target: 'check', actions: 'select' },
  SET: { target: 'check', actions: 'set' },
} as const;

/**
 * Example transitions (machines/plan-composer.test.ts):
 * - choosing + MATCH (a match with an asia line) under 让球 + SELECT home + title + 50 字 → ready
 * - ready + SET analysis to 49 字 → choosing (the problem says 分析至少 50 字)
 * - PLAY_TYPE 竞彩单关 drops a match without a 竞彩 number; 大小球 clears a 主队 selection
 * - 二串一 wants two different matches; the same match twice keeps one
 * - ready + SUBMIT → submitting; ok → published (emits published with the code); refused → failed with the
 *   server's message, everything kept; failed + SUBMIT → submitting; failed + an edit → choosing / ready
 * - SPORT basketball → play type 1 让分, the football matches dropped
 */
export const planComposerMachine = setup({
  types: {
    context: {} as PlanComposerContext,
    events: {} as PlanComposerEvent,
    input: {} as Partial<Pick<PlanComposerContext, 'sport' | 'playType'>> | undefined,
    emitted: {} as { type: 'published'; code: string },
  },
  actors: {
    publish: fromPromise<PublishOutcome, PlanBody>(async () => {
      throw new Error('planComposerMachine: provide publish');
    }),
  },
  guards: {
    complete: ({ context }) => planProblem(context) === null,
  },
  actions: {
    sport: assign(({ context, event }) =>
      event.type === 'SPORT' && event.sport !== context.sport
        ? { sport: event.sport, playType: firstPlayType[event.sport], legs: [], error: null }
        : {},
    ),
    playType: assign(({ context, event }) =>
      event.type === 'PLAY_TYPE' && playRules[context.sport][event.playType]
        ? {
            playType: event.playType,
            legs: legsUnder(context.legs, ruleOf(context.sport, event.playType)),
            error: null,
          }
        : {},
    ),
    match: assign(({ context, event }) =>
      event.type === 'MATCH'
        ? { legs: pickMatch(context, event.leg, event.match), error: null }
        : {},
    ),
    select: assign(({ context, event }) => {
      if (event.type !== 'SELECT') return {};
      const rule = ruleOf(context.sport, context.playType);
      if (!rule.selections.includes(event.selection)) return {};
      return {
        legs: context.legs.map((leg, i) =>
          i === event.leg ? { ...leg, selection: event.selection } : leg,
        ),
        error: null,
      };
    }),
    set: assign(({ event }) =>
      event.type === 'SET' ? { [event.field]: event.value, error: null } : {},
    ),
  },
}).createMachine({
  id: 'planComposer',
  context: ({ input }) => ({
    sport: input?.sport ?? 'football',
    playType: input?.playType ?? firstPlayType[input?.sport ?? 'football'],
    legs: [],
    title: '',
    analysis: '',
    price: 0,
    refundOnLoss: false,
    error: null,
  }),
  initial: 'choosing',
  states: {
    /** Where every change lands: ready when nothing stops 发布. */
    check: { always: [{ guard: 'complete', target: 'ready' }, { target: 'choosing' }] },
    choosing: { on: edit },
    ready: { on: { ...edit, SUBMIT: { target: 'submitting' } } },
    submitting: {
      invoke: {
        src: 'publish',
        input: ({ context }) => bodyOf(context),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'published',
            actions: emit(({ event }) => ({
              type: 'published' as const,
              code: event.output.ok ? event.output.code : '',
            })),
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) =>
                event.output.ok ? null : event.output.msg || MSG_PUBLISH_FAILED,
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: MSG_PUBLISH_FAILED }) },
      },
    },
    // A published plan is frozen (the page goes to it): nothing more to edit here.
    published: { type: 'final' },
    failed: { on: { ...edit, SUBMIT: { guard: 'complete', target: 'submitting' } } },
  },
});
