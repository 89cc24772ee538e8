// Matches of a day with 预约 / 取消预约: the anchor's schedule, which 开播 and the room settings bind from.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CallData } from '../../../contract/call';
import {
  matchDates,
  matchHot,
  matchList,
  matchSchedule,
  type TypedMatchItem,
} from '../../../contract/calls/match';
import { chinaClock } from '../../../contract/format/china-day';
import { reserveMatch } from '../../api/anchor';
import type { ApiResult } from '../../api/result';
import { callQuery, invalidateCall } from '../../lib/query';
import { showToast } from '../login/toast';
import { matchKey, matchStateLabel, stillAhead } from './match-label';

type Scope = 'hot' | 'all';

/** Only today and after: a finished match cannot be reserved. */
const daysAhead = (answer: ApiResult<CallData<typeof matchDates>>) =>
  answer.success ? answer.data.slice(answer.data.findIndex((d) => d.today)) : [];

/** The day's matches that can still be reserved; none when the read failed. */
const reservable = (answer: ApiResult<CallData<typeof matchHot>>) =>
  answer.success ? answer.data.matches.filter(stillAhead) : [];

export function ReserveList({
  reserved,
  onReserved,
}: {
  /** Keys (matchKey) of the matches the anchor has reserved. */
  reserved: Set<string>;
  onReserved(match: TypedMatchItem, reserved: boolean): void;
}) {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [scope, setScope] = useState<Scope>('hot');
  const [busy, setBusy] = useState<string | null>(null);

  const days = useQuery({ ...callQuery(matchDates), select: daysAhead }).data ?? [];
  const date = chosen ?? days[0]?.date;
  const matches =
    useQuery({
      ...callQuery(scope === 'hot' ? matchHot : matchSchedule, { date }),
      enabled: date !== undefined,
      select: reservable,
    }).data ?? null;

  const toggle = async (m: TypedMatchItem) => {
    const key = matchKey(m);
    const cancel = reserved.has(key);
    setBusy(key);
    const answer = await reserveMatch({ matchId: m.id, matchType: m.matchType, cancel });
    setBusy(null);
    if (!answer.success) return showToast(answer.msg, 'error');
    // What 开播 and the room settings can bind.
    void invalidateCall(matchList);
    onReserved(m, answer.data.reserved);
    showToast(answer.data.reserved ? '已加入我的赛程' : '已取消预约', 'success');
  };

  return (
    <div data-testid="reserve-list">
      <div className="flex flex-wrap items-center gap-2">
        {days.map((d) => (
          <button
            key={d.date}
            type="button"
            onClick={() => setChosen(d.date)}
            className={`h-12 w-[calc(25%-0.375rem)] rounded-md text-center text-xs leading-4 sm:w-20 ${
              d.date === date
                ? 'bg-brand-500 text-white'
                : 'bg-neutral-50 text-neutral-600 hover:bg-brand-50'
            }`}
          >
            <span className="block font-semibold">{d.today ? '今天' : d.weekday}</span>
            {d.date.slice(5)}
          </button>
        ))}
        <div className="ml-auto flex rounded-full bg-neutral-100 p-0.5 text-xs">
          {(['hot', 'all'] as const).map((s) => (
            <button
              key={s}
              type="button"
              data-testid={`reserve-scope-${s}`}
              onClick={() => setScope(s)}
              className={`h-7 rounded-full px-4 ${scope === s ? 'bg-white font-semibold text-brand-600 shadow-sm' : 'text-neutral-500'}`}
            >
              {s === 'hot' ? '热门' : '全部'}
            </button>
          ))}
        </div>
      </div>
      <ul className="mt-4 divide-y divide-neutral-100">
        {matches === null ? (
          <li className="py-10 text-center text-sm text-neutral-400">加载中…</li>
        ) : matches.length === 0 ? (
          <li className="py-10 text-center text-sm text-neutral-400">这一天没有可以预约的比赛</li>
        ) : (
          matches.map((m) => {
            const key = matchKey(m);
            const on = reserved.has(key);
            return (
              <li
                key={key}
                data-testid="reserve-row"
                className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm sm:flex-nowrap"
              >
                <span className="w-12 font-mono text-neutral-500">{chinaClock(m.kickoffAt)}</span>
                <span
                  className="w-20 truncate rounded px-1.5 py-0.5 text-center text-xs text-white"
                  style={{ backgroundColor: m.color || '#888' }}
                >
                  {m.competition}
                </span>
                <span className="min-w-0 flex-1 truncate text-neutral-800 max-sm:order-last max-sm:basis-full">
                  {m.home.name} <span className="text-neutral-400">vs</span> {m.away.name}
                </span>
                <span className="w-14 text-xs text-neutral-400 max-sm:ml-auto">
                  {matchStateLabel(m)}
                </span>
                <button
                  type="button"
                  data-testid="reserve-toggle"
                  disabled={busy === key}
                  onClick={() => toggle(m)}
                  className={`h-11 w-24 rounded-full text-xs sm:h-8 ${
                    on
                      ? 'border border-neutral-200 text-neutral-500 hover:border-brand-300'
                      : 'bg-brand-500 text-white hover:bg-brand-600'
                  }`}
                >
                  {on ? '取消预约' : '预约直播'}
                </button>
              </li>
            );
          })
        )}
      </ul>
    </div>
  );
}
