// Writing a plan (/recommend): sport and play type, the match or two from /tj/match with their current lines,
// the pick, title, analysis with its live count, price (0 免费) and 不中退, the notice that a published plan
// is frozen and its SHA-256 public, then 发布. The flow is machines/plan-composer.ts; this draws it and gives
// it the call. The server's refusal (包中, kicked off …) shows as it says; success opens the plan's page.
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  expertPlans,
  PLAN_ANALYSIS_MAX,
  PLAN_ANALYSIS_MIN,
  PLAN_PRICE_MAX,
  PLAN_TITLE_MAX,
  type PlanSport,
  planSports,
  tjMatch,
} from '../../../contract/calls/expert';
import {
  countOf,
  MSG_PUBLISH_FAILED,
  matchFits,
  type PickableMatch,
  type PlanBody,
  type PublishOutcome,
  planComposerMachine,
  planProblem,
  ruleOf,
} from '../../../machines/plan-composer';
import { publishExpertPlan } from '../../api/expert-console';
import { callQuery, invalidateCall } from '../../lib/query';
import { loadExpertInfo } from '../user/session';
import { playTypesOf, sportNames } from './labels';
import { LegCard } from './leg-card';
import { MatchPicker } from './match-picker';

/** The prices peers' experts ask most, as one-tap chips (球钻). */
const PRICE_CHIPS = [0, 8, 18, 28, 58, 88];

/** The plan's own page (H4's /guide/expert/plan). */
export const planPath = (code: string) => `/guide/expert/plan?code=${encodeURIComponent(code)}`;

const composerWithCall = planComposerMachine.provide({
  actors: {
    publish: fromPromise<PublishOutcome, PlanBody>(async ({ input }) => {
      const answer = await publishExpertPlan(input);
      if (answer.success) return { ok: true, code: answer.data.code };
      return { ok: false, msg: answer.code === 0 ? MSG_PUBLISH_FAILED : answer.msg };
    }),
  },
});

const inputClass =
  'w-full rounded-md border border-neutral-200 bg-white px-3 text-[15px] text-neutral-800 outline-none transition focus:border-brand-400 focus:ring-2 focus:ring-brand-100';

function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <section className="border-b border-neutral-100 py-4 last:border-0 sm:py-5">
      <h3 className="mb-3 flex items-center gap-2 text-sm font-semibold text-neutral-800">
        <span className="flex size-5 items-center justify-center rounded-full bg-brand-500 text-[11px] text-white">
          {n}
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}

function Chip({
  on,
  onClick,
  children,
  testId,
}: {
  on: boolean;
  onClick(): void;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      data-testid={testId}
      onClick={onClick}
      className={`h-8 shrink-0 rounded-full px-4 text-sm ${
        on
          ? 'bg-brand-500 text-white'
          : 'border border-neutral-200 bg-white text-neutral-600 hover:text-brand-600'
      }`}
    >
      {children}
    </button>
  );
}

export function PlanForm({
  initialSport,
  initialMatchId,
}: {
  initialSport?: PlanSport;
  /** From /recommend/comList: the match to open with, if it still takes a plan. */
  initialMatchId?: number;
}) {
  const router = useRouter();
  const [snapshot, send, actor] = useMachine(composerWithCall, {
    input: { sport: initialSport ?? 'football' },
  });
  const c = snapshot.context;
  const rule = ruleOf(c.sport, c.playType);
  // Which leg the picker fills: the first empty one, or the one being changed.
  const [changing, setChanging] = useState<0 | 1 | null>(null);
  const pickingLeg: 0 | 1 | null =
    changing ?? (c.legs.length < rule.legs ? (c.legs.length as 0 | 1) : null);

  // Published: the plan's page, where the hash is already public.
  useEffect(() => {
    const sub = actor.on('published', (e) => {
      void invalidateCall(expertPlans, tjMatch);
      void loadExpertInfo();
      router.history.push(planPath(e.code));
    });
    return () => sub.unsubscribe();
  }, [actor, router]);

  // Opened from the match list: that match, once the list knows it.
  const preset = useQuery({
    ...callQuery(tjMatch, { matchType: c.sport === 'football' ? 1 : 2 }),
    enabled: initialMatchId !== undefined,
  });
  const presetDone = useRef(false);
  useEffect(() => {
    if (presetDone.current || !preset.data?.success) return;
    presetDone.current = true;
    const match = preset.data.data.find((m) => m.id === initialMatchId);
    if (match) send({ type: 'MATCH', leg: 0, match });
  }, [preset.data, initialMatchId, send]);

  const noteOf = (m: PickableMatch) => {
    if (!matchFits(m, rule))
      return { note: rule.lottery && !m.lotteryNo ? '非竞彩' : '暂无盘口', disabled: true };
    if (c.legs.some((l, i) => i !== pickingLeg && l.match.id === m.id))
      return { note: '已选', disabled: true };
    return { note: '选择' };
  };

  const problem = planProblem(c);
  const busy = snapshot.matches('submitting') || snapshot.matches('published');
  const analysisCount = countOf(c.analysis);
  const titleCount = countOf(c.title);

  return (
    <form
      data-testid="plan-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <Step n={1} title="选择玩法">
        <div className="flex flex-wrap items-center gap-2">
          {planSports.map((s) => (
            <Chip
              key={s}
              on={c.sport === s}
              testId={`plan-sport-${s}`}
              onClick={() => {
                setChanging(null);
                send({ type: 'SPORT', sport: s });
              }}
            >
              {sportNames[s]}
            </Chip>
          ))}
          <span className="mx-1 h-5 w-px bg-neutral-200" />
          {playTypesOf(c.sport).map(([code, label]) => (
            <Chip
              key={code}
              on={c.playType === code}
              testId={`plan-play-${code}`}
              onClick={() => {
                setChanging(null);
                send({ type: 'PLAY_TYPE', playType: code });
              }}
            >
              {label}
            </Chip>
          ))}
        </div>
        {rule.lottery && (
          <p className="mt-2 text-xs text-neutral-400">
            竞彩玩法只能选择有竞彩编号的比赛，按竞彩胜平负推荐
            {rule.legs === 2 ? '，两场串关，全中才算红' : ''}
          </p>
        )}
      </Step>

      <Step n={2} title={rule.legs === 2 ? '选择比赛（两场）' : '选择比赛'}>
        <div className="space-y-3">
          {c.legs.map((leg, i) =>
            changing === i ? null : (
              <LegCard
                key={leg.match.id}
                sport={c.sport}
                rule={rule}
                leg={leg}
                index={i}
                onSelect={(selection) => send({ type: 'SELECT', leg: i as 0 | 1, selection })}
                onChange={() => setChanging(i as 0 | 1)}
              />
            ),
          )}
          {pickingLeg !== null && (
            <div>
              {rule.legs === 2 && (
                <p className="mb-2 text-xs text-neutral-500">选择第 {pickingLeg + 1} 场</p>
              )}
              <MatchPicker
                sport={c.sport}
                noteOf={noteOf}
                onPick={(match) => {
                  send({ type: 'MATCH', leg: pickingLeg, match });
                  setChanging(null);
                }}
              />
              {changing !== null && (
                <button
                  type="button"
                  onClick={() => setChanging(null)}
                  className="mt-2 text-xs text-neutral-500 hover:text-brand-600"
                >
                  取消更换
                </button>
              )}
            </div>
          )}
        </div>
      </Step>

      <Step n={3} title="方案内容">
        <label className="block">
          <span className="mb-1.5 flex justify-between text-xs text-neutral-500">
            标题
            <span className={titleCount > PLAN_TITLE_MAX ? 'text-brand-600' : ''}>
              {titleCount}/{PLAN_TITLE_MAX}
            </span>
          </span>
          <input
            data-testid="plan-title"
            value={c.title}
            onChange={(e) => send({ type: 'SET', field: 'title', value: e.target.value })}
            placeholder="一句话说清你的观点，如：英超焦点 主队让平半可跟"
            className={`${inputClass} h-11`}
          />
        </label>
        <label className="mt-4 block">
          <span className="mb-1.5 flex justify-between text-xs text-neutral-500">
            分析
            <span
              data-testid="plan-analysis-count"
              className={
                analysisCount < PLAN_ANALYSIS_MIN || analysisCount > PLAN_ANALYSIS_MAX
                  ? 'text-brand-600'
                  : 'text-neutral-500'
              }
            >
              {analysisCount}/{PLAN_ANALYSIS_MAX}
            </span>
          </span>
          <textarea
            data-testid="plan-analysis"
            value={c.analysis}
            rows={8}
            onChange={(e) => send({ type: 'SET', field: 'analysis', value: e.target.value })}
            placeholder={`从基本面、伤停、盘口变化等方面写出你的理由，${PLAN_ANALYSIS_MIN}–${PLAN_ANALYSIS_MAX} 字。不得含有“包中”“稳赚”等承诺，不得含有链接。`}
            className={`${inputClass} resize-y py-2.5 leading-6`}
          />
        </label>
      </Step>

      <Step n={4} title="价格">
        <div className="flex flex-wrap items-center gap-2">
          {PRICE_CHIPS.map((p) => (
            <Chip
              key={p}
              on={c.price === p}
              onClick={() => send({ type: 'SET', field: 'price', value: p })}
            >
              {p === 0 ? '免费' : `${p} 球钻`}
            </Chip>
          ))}
          <label className="flex shrink-0 items-center gap-2 whitespace-nowrap text-sm text-neutral-500">
            自定义
            <input
              data-testid="plan-price"
              type="number"
              inputMode="numeric"
              min={0}
              max={PLAN_PRICE_MAX}
              step={1}
              value={Number.isNaN(c.price) ? '' : c.price}
              onChange={(e) =>
                send({
                  type: 'SET',
                  field: 'price',
                  value: e.target.value === '' ? 0 : Number(e.target.value),
                })
              }
              className={`${inputClass} h-8 w-24`}
            />
          </label>
        </div>
        <p className="mt-2 text-xs text-neutral-400">
          0 为免费，最高 {PLAN_PRICE_MAX} 球钻。收益在方案结算后到账，可在钱包提现。
        </p>
        <label
          className={`mt-4 flex items-center justify-between gap-4 rounded-md bg-neutral-50 px-3 py-2.5 ${
            c.price === 0 ? 'opacity-50' : ''
          }`}
        >
          <span className="text-sm text-neutral-700">
            不中退
            <span className="ml-2 text-xs text-neutral-400">黑单全额退还给购买的球迷</span>
          </span>
          <button
            type="button"
            role="switch"
            data-testid="plan-refund"
            aria-checked={c.refundOnLoss && c.price > 0}
            disabled={c.price === 0}
            onClick={() => send({ type: 'SET', field: 'refundOnLoss', value: !c.refundOnLoss })}
            className={`relative h-6 w-11 shrink-0 rounded-full transition ${
              c.refundOnLoss && c.price > 0 ? 'bg-brand-500' : 'bg-neutral-300'
            }`}
          >
            <span
              className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${
                c.refundOnLoss && c.price > 0 ? 'left-[22px]' : 'left-0.5'
              }`}
            />
          </button>
        </label>
      </Step>

      <div
        data-testid="plan-notice"
        className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2.5 text-xs leading-5 text-amber-800"
      >
        发布后方案内容不能修改、不能删除。发布时立即公开方案内容的 SHA-256
        哈希值，比赛结束后内容对所有人公开，任何人都能用它核对方案有没有被改过。
        {c.price > 0 && `走盘、作废${c.refundOnLoss ? '及黑单' : ''}将全额退款给购买的球迷。`}
      </div>

      {c.error && (
        <p
          role="alert"
          data-testid="plan-error"
          className="mt-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-700"
        >
          {c.error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          data-testid="plan-submit"
          disabled={problem !== null || busy}
          className="h-11 w-full rounded-full bg-brand-500 px-12 text-[15px] font-semibold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:bg-neutral-300 sm:w-auto"
        >
          {busy ? '发布中…' : '发布方案'}
        </button>
        {problem && !c.error && (
          <span data-testid="plan-problem" className="text-xs text-neutral-400">
            {problem}
          </span>
        )}
      </div>
    </form>
  );
}
