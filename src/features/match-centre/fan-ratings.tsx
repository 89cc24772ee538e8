// 球迷评分 on the match centre (懂球帝 / FotMob style): after full time each team's players who played with the fans'
// average (coloured by band), the vote count and the 全场最佳; a logged-in fan picks 1–10 for each and sends them
// all with 提交评分, after which the scores are shown and locked; a visitor is asked to log in. Before full time the
// card only says when it opens.
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { CallData } from '../../../contract/call';
import { RATING_MAX, RATING_MIN, ratingSheet } from '../../../contract/calls/community';
import { basketballPositionLabel, footballPositionLabel } from '../../../contract/enums/positions';
import type { MatchType } from '../../../contract/events';
import { type RatingOutcome, ratingSheetMachine } from '../../../machines/rating-sheet';
import { ratePlayers } from '../../api/match-ratings';
import { callQuery, invalidateCall } from '../../lib/query';
import { useObservable } from '../../lib/use-observable';
import { currentSession, openLogin, select } from '../user/session';
import { bestRated, ratingText, ratingTone, toneClass } from './rating-tone';
import { Empty, Section } from './section';

const auth$ = select((s) => s.auth);
const SCORES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
/** The sheet opens a moment after the feed reports full time: ask again this often until it is there. */
const OPENING_POLL_MS = 4000;

type Sheet = CallData<typeof ratingSheet>;
type Player = Sheet['players'][number];

function ScoreBadge({ average, large = false }: { average: number | null; large?: boolean }) {
  return (
    <span
      data-testid="rating-average"
      data-tone={ratingTone(average)}
      className={`inline-flex shrink-0 items-center justify-center rounded font-bold tabular-nums ${
        large ? 'h-8 min-w-11 px-1.5 text-base' : 'h-6 min-w-9 px-1 text-sm'
      } ${toneClass[ratingTone(average)]}`}
    >
      {ratingText(average)}
    </span>
  );
}

function ScorePicker({
  player,
  picked,
  disabled,
  onPick,
}: {
  player: Player;
  picked: number | undefined;
  disabled: boolean;
  onPick(score: number): void;
}) {
  return (
    <fieldset
      aria-label={`给 ${player.name} 评分`}
      data-testid="rating-picker"
      className="m-0 grid min-w-0 grid-cols-10 gap-1 border-0 p-0"
    >
      {SCORES.map((score) => {
        const on = picked === score;
        return (
          <button
            key={score}
            type="button"
            aria-pressed={on}
            aria-label={`${score} 分`}
            disabled={disabled}
            onClick={() => onPick(score)}
            className={`h-7 rounded text-xs font-semibold tabular-nums transition max-lg:h-8 ${
              on
                ? `${toneClass[ratingTone(score)]} ring-2 ring-brand-500/40`
                : 'bg-neutral-100 text-neutral-600 hover:bg-neutral-200'
            } disabled:cursor-not-allowed`}
          >
            {score}
          </button>
        );
      })}
    </fieldset>
  );
}

function PlayerRow({
  player,
  type,
  best,
  picking,
  picked,
  busy,
  onPick,
}: {
  player: Player;
  type: MatchType;
  best: boolean;
  picking: boolean;
  picked: number | undefined;
  busy: boolean;
  onPick(score: number): void;
}) {
  const position =
    type === 'football'
      ? footballPositionLabel(player.position)
      : basketballPositionLabel(player.position);
  const mine = player.mine ?? (picking ? undefined : picked);
  return (
    <li
      data-testid="rating-player"
      data-player-id={player.playerId}
      data-best={best || undefined}
      className={`flex flex-col gap-2 px-4 py-2.5 ${best ? 'bg-amber-50' : ''}`}
    >
      <div className="flex items-center gap-3 text-sm">
        <span className="w-6 shrink-0 text-right font-mono text-neutral-500">
          {player.shirtNumber}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1.5">
            <span className="truncate font-medium text-neutral-900">{player.name}</span>
            {best && (
              <span
                data-testid="rating-best"
                className="shrink-0 rounded bg-amber-500 px-1.5 text-[11px] leading-5 font-bold text-white"
              >
                全场最佳
              </span>
            )}
          </span>
          <span className="block text-xs text-neutral-400">
            {position || '球员'} · <span data-testid="rating-count">{player.count}</span> 人评分
          </span>
        </span>
        {mine !== undefined && (
          <span data-testid="rating-mine" className="shrink-0 text-xs text-neutral-500">
            我的 <b className="text-neutral-800">{mine}</b>
          </span>
        )}
        <ScoreBadge average={player.average} large={best} />
      </div>
      {picking && (
        <div className="pl-9">
          <ScorePicker player={player} picked={picked} disabled={busy} onPick={onPick} />
        </div>
      )}
    </li>
  );
}

function SheetBody({
  sheet,
  type,
  names,
}: {
  sheet: Sheet;
  type: MatchType;
  names: [string, string];
}) {
  const loggedIn = useObservable(auth$, currentSession().auth) !== '';
  const machine = useMemo(
    () =>
      ratingSheetMachine.provide({
        actors: {
          submit: fromPromise<RatingOutcome, { ratings: { playerId: number; score: number }[] }>(
            async ({ input }) => {
              const answer = await ratePlayers(sheet.matchId, input.ratings);
              if (answer.success) return { ok: true };
              return { ok: false, msg: answer.code === 0 ? '' : answer.msg };
            },
          ),
        },
      }),
    [sheet.matchId],
  );
  const [snapshot, send, actor] = useMachine(machine);
  const ratedBefore = sheet.players.some((p) => p.mine !== null);
  useEffect(() => {
    if (ratedBefore) send({ type: 'LOCK' });
  }, [ratedBefore, send]);
  useEffect(() => {
    const sub = actor.on('rated', () => void invalidateCall(ratingSheet));
    return () => sub.unsubscribe();
  }, [actor]);

  const { picks, error } = snapshot.context;
  const locked = snapshot.matches('locked') || ratedBefore;
  const busy = snapshot.matches('submitting');
  const picking = loggedIn && !locked;
  const best = bestRated(sheet.players);
  const picked = Object.keys(picks).length;
  const total = sheet.players.reduce((n, p) => n + p.count, 0);

  return (
    <>
      <div className="grid grid-cols-1 lg:grid-cols-2 lg:divide-x lg:divide-neutral-100">
        {(['home', 'away'] as const).map((side, i) => (
          <div key={side} data-testid={`ratings-${side}`}>
            <h3 className="bg-neutral-50 px-4 py-2 text-sm font-semibold text-neutral-700">
              {names[i]}
            </h3>
            <ul className="divide-y divide-neutral-100">
              {sheet.players
                .filter((p) => p.side === side)
                .map((p) => (
                  <PlayerRow
                    key={p.playerId}
                    player={p}
                    type={type}
                    best={best?.playerId === p.playerId}
                    picking={picking}
                    picked={picks[p.playerId]}
                    busy={busy}
                    onPick={(score) => send({ type: 'PICK', playerId: p.playerId, score })}
                  />
                ))}
            </ul>
          </div>
        ))}
      </div>
      <footer className="flex flex-wrap items-center gap-3 border-t border-neutral-100 px-4 py-3 text-sm">
        {!loggedIn ? (
          <>
            <span className="text-neutral-500">
              登录后给出场球员打分（{RATING_MIN}-{RATING_MAX} 分）
            </span>
            <button
              type="button"
              data-testid="rating-login"
              onClick={openLogin}
              className="ml-auto rounded-full bg-brand-500 px-5 py-1.5 font-semibold text-white max-lg:min-h-10"
            >
              登录参与评分
            </button>
          </>
        ) : locked ? (
          <span data-testid="rating-done" className="text-neutral-500">
            你已提交评分，感谢参与！共 {total} 人次评分
          </span>
        ) : (
          <>
            <span className="text-neutral-500">
              已选 <b className="text-neutral-800">{picked}</b>/{sheet.players.length} 名球员
            </span>
            {error && (
              <span role="alert" data-testid="rating-error" className="text-red-600">
                {error}
              </span>
            )}
            <button
              type="button"
              data-testid="rating-submit"
              disabled={picked === 0 || busy}
              onClick={() => send({ type: 'SUBMIT' })}
              className="ml-auto rounded-full bg-brand-500 px-5 py-1.5 font-semibold text-white disabled:opacity-50 max-lg:min-h-10"
            >
              {busy ? '提交中…' : '提交评分'}
            </button>
          </>
        )}
      </footer>
    </>
  );
}

export function FanRatings({
  type,
  matchId,
  finished,
  homeName,
  awayName,
}: {
  type: MatchType;
  matchId: number;
  finished: boolean;
  homeName: string;
  awayName: string;
}) {
  const query = useQuery({
    ...callQuery(ratingSheet, { matchId }, { staleTime: 0, progress: false }),
    enabled: finished,
    // Full time reached us before the sheet did (it opens off the ingest's queue): ask again until it is there.
    refetchInterval: (q) => {
      const answer = q.state.data;
      return answer?.success && answer.data.status !== 'open' && answer.data.status !== 'none'
        ? OPENING_POLL_MS
        : false;
    },
  });
  const answer = query.data;
  let body: ReactNode;
  if (!finished) body = <Empty testId="ratings-closed">比赛结束后开放评分</Empty>;
  else if (!answer) body = <Empty>评分加载中…</Empty>;
  else if (answer.success && answer.data.status === 'open')
    body = <SheetBody sheet={answer.data} type={type} names={[homeName, awayName]} />;
  else if (answer.success && answer.data.status === 'none')
    body = <Empty testId="ratings-none">本场比赛未开放球迷评分</Empty>;
  else if (answer.success) body = <Empty testId="ratings-opening">评分即将开放，请稍候…</Empty>;
  else
    body = (
      <p className="px-4 py-8 text-center text-sm text-neutral-500">
        评分加载失败，
        <button type="button" className="text-brand-600" onClick={() => void query.refetch()}>
          重试
        </button>
      </p>
    );
  return (
    <Section
      title="球迷评分"
      testId="fan-ratings"
      aside={
        finished && answer?.success && answer.data.status === 'open'
          ? '1-10 分，每人每名球员限评一次'
          : undefined
      }
    >
      {body}
    </Section>
  );
}
