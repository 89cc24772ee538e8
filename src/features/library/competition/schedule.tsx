// The 赛程赛果 tab: by round (a picker defaulting to the current round, with 上一轮 / 下一轮) or by date.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { chinaDay } from '../../../../contract/format/china-day';
import type { Sport } from '../sport';
import { MatchRow } from './match-row';
import { scheduleQuery } from './queries';
import { TabState } from './tab-state';

type Mode = 'round' | 'date';

export function ScheduleTab({
  sport,
  id,
  seasonId,
}: {
  sport: Sport;
  id: number;
  seasonId: number;
}) {
  const [mode, setMode] = useState<Mode>('round');
  const [round, setRound] = useState<string | undefined>(undefined);
  const [date, setDate] = useState<string | undefined>(undefined);
  const query = useQuery(
    scheduleQuery(id, mode === 'round' ? { seasonId, round } : { seasonId, date }),
  );
  // The first answer gives the rounds and days; the pickers keep the last ones while the next loads.
  const [known, setKnown] = useState<{ rounds: string[]; days: string[] } | null>(null);
  const answer = query.data;
  const data = answer?.success ? answer.data : null;
  if (data && known === null) setKnown({ rounds: data.rounds.map((r) => r.name), days: data.days });
  const rounds = known?.rounds ?? [];
  const days = known?.days ?? [];
  const shownRound = data?.round ?? round ?? null;
  const shownDate = data?.date ?? date ?? days.at(-1) ?? null;
  const at = shownRound === null ? -1 : rounds.indexOf(shownRound);
  const pill = (on: boolean) =>
    `rounded-full px-3 py-1 text-sm ${on ? 'bg-red-600 text-white' : 'bg-neutral-100 text-neutral-600'}`;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={pill(mode === 'round')} onClick={() => setMode('round')}>
          按轮次
        </button>
        <button
          type="button"
          className={pill(mode === 'date')}
          onClick={() => {
            setMode('date');
            if (!date && data?.matches[0]) setDate(chinaDay(data.matches[0].kickoffAt));
          }}
        >
          按日期
        </button>
        {mode === 'round' && rounds.length > 0 && (
          <div className="ml-auto flex items-center gap-1">
            <button
              type="button"
              disabled={at <= 0}
              onClick={() => setRound(rounds[at - 1])}
              className="rounded px-2 py-1 text-sm text-neutral-600 disabled:opacity-30"
            >
              上一轮
            </button>
            <select
              aria-label="选择轮次"
              value={shownRound ?? ''}
              onChange={(e) => setRound(e.target.value)}
              className="max-w-[8rem] rounded border border-neutral-200 bg-white px-2 py-1 text-sm"
            >
              {rounds.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
            <button
              type="button"
              disabled={at < 0 || at >= rounds.length - 1}
              onClick={() => setRound(rounds[at + 1])}
              className="rounded px-2 py-1 text-sm text-neutral-600 disabled:opacity-30"
            >
              下一轮
            </button>
          </div>
        )}
        {mode === 'date' && days.length > 0 && (
          <select
            aria-label="选择日期"
            value={shownDate ?? ''}
            onChange={(e) => setDate(e.target.value)}
            className="ml-auto rounded border border-neutral-200 bg-white px-2 py-1 text-sm"
          >
            {days.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        )}
      </div>
      {!data ? (
        <TabState answer={answer} reload={() => void query.refetch()} />
      ) : data.matches.length === 0 ? (
        <p className="py-10 text-center text-sm text-neutral-500">暂无赛程</p>
      ) : (
        <ul
          data-testid="schedule-list"
          data-round={data.round ?? ''}
          className="overflow-hidden rounded-lg bg-white"
        >
          {data.matches.map((m) => (
            <MatchRow key={m.id} sport={sport} m={m} />
          ))}
        </ul>
      )}
    </div>
  );
}
