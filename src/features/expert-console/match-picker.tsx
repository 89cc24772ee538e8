// The matches a plan can be written on (GET /tj/match): search by team or competition, competition chips from
// GET /tj/match/filter, each row with kick-off, 竞彩 number, the teams and how many plans it already has.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PlanSport } from '../../../contract/calls/expert';
import { tjMatch, tjMatchFilter } from '../../../contract/calls/expert';
import { formatShort } from '../../../contract/format';
import type { PickableMatch } from '../../../machines/plan-composer';
import { Crest } from '../../components/crest';
import { callQuery } from '../../lib/query';
import { lineText } from './labels';

const matchTypeOf = (sport: PlanSport) => (sport === 'football' ? 1 : 2);

/** Typing settles for this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

function useSettled(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [value]);
  return settled;
}

export function MatchRow({
  match,
  note,
  onPick,
  disabled,
}: {
  match: PickableMatch;
  /** Why it cannot be picked (no line for the play type, no 竞彩 number), or the action's word. */
  note: string;
  onPick(): void;
  disabled?: boolean;
}) {
  return (
    <li>
      <button
        type="button"
        data-testid="pick-match"
        data-match-id={match.id}
        disabled={disabled}
        onClick={onPick}
        className="flex w-full items-center gap-3 px-3 py-3 text-left hover:bg-brand-50/50 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent sm:px-4"
      >
        <div className="w-20 shrink-0 text-xs leading-5 text-neutral-400 sm:w-28">
          <p className="truncate text-neutral-600">{match.competition}</p>
          <p>{formatShort(match.kickoffAt)}</p>
          {match.lotteryNo && <p className="text-amber-600">{match.lotteryNo}</p>}
        </div>
        <div className="min-w-0 flex-1 space-y-1.5 text-sm text-neutral-800">
          <p className="flex items-center gap-2">
            <Crest kind="team" id={match.homeId} name={match.home} size={18} lazy />
            <span className="truncate">{match.home}</span>
          </p>
          <p className="flex items-center gap-2">
            <Crest kind="team" id={match.awayId} name={match.away} size={18} lazy />
            <span className="truncate">{match.away}</span>
          </p>
        </div>
        {/* A desktop row has room for the lines a plan would be written on. */}
        <dl className="hidden w-48 shrink-0 grid-cols-[auto_1fr] gap-x-2 text-xs leading-5 text-neutral-500 md:grid">
          <dt className="text-neutral-400">{match.sport === 'football' ? '让球' : '让分'}</dt>
          <dd>{match.asia ? lineText(match.sport, 'asia', match.asia[1] ?? null) : '-'}</dd>
          <dt className="text-neutral-400">大小</dt>
          <dd>
            {match.overUnder ? lineText(match.sport, 'overUnder', match.overUnder[1] ?? null) : '-'}
          </dd>
        </dl>
        <div className="shrink-0 text-right text-xs leading-5">
          <p className="text-neutral-400">{match.plans} 个方案</p>
          <p className={disabled ? 'text-neutral-400' : 'font-medium text-brand-600'}>{note}</p>
        </div>
      </button>
    </li>
  );
}

export function MatchPicker({
  sport,
  noteOf,
  onPick,
  tall = false,
}: {
  sport: PlanSport;
  /** A row's note and whether it can be picked. */
  noteOf(match: PickableMatch): { note: string; disabled?: boolean };
  onPick(match: PickableMatch): void;
  /** A page of its own (the match list): the list grows with the page instead of scrolling inside. */
  tall?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [competitionId, setCompetitionId] = useState<number | undefined>(undefined);
  const searchValue = useSettled(search.trim()).slice(0, 20);
  const matchType = matchTypeOf(sport);
  const filters = useQuery(callQuery(tjMatchFilter, { matchType }));
  const list = useQuery(
    callQuery(tjMatch, {
      matchType,
      ...(searchValue ? { searchValue } : {}),
      ...(competitionId ? { competitionId } : {}),
    }),
  );
  const chips = filters.data?.success ? filters.data.data : [];
  const answer = list.data;

  return (
    <div
      data-testid="match-picker"
      className="overflow-hidden rounded-lg border border-neutral-200"
    >
      <div className="space-y-2.5 border-b border-neutral-100 bg-neutral-50 p-3">
        <input
          type="search"
          data-testid="match-search"
          value={search}
          maxLength={20}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="搜索球队或赛事"
          className="h-9 w-full rounded-full border border-neutral-200 bg-white px-4 text-sm outline-none focus:border-brand-400"
        />
        {chips.length > 0 && (
          <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-0.5 text-xs">
            {[{ id: undefined, name: '全部', count: null }, ...chips].map((c) => (
              <button
                key={c.id ?? 0}
                type="button"
                aria-pressed={competitionId === c.id}
                onClick={() => setCompetitionId(c.id)}
                className={`h-7 shrink-0 rounded-full px-3 ${
                  competitionId === c.id
                    ? 'bg-brand-500 text-white'
                    : 'border border-neutral-200 bg-white text-neutral-600 hover:text-brand-600'
                }`}
              >
                {c.name}
                {c.count !== null && <span className="ml-1 opacity-70">{c.count}</span>}
              </button>
            ))}
          </div>
        )}
      </div>
      {!answer ? (
        <p role="status" className="py-10 text-center text-sm text-neutral-400">
          加载中…
        </p>
      ) : !answer.success ? (
        <div role="alert" className="py-10 text-center text-sm text-neutral-500">
          {answer.msg}
          <button
            type="button"
            onClick={() => void list.refetch()}
            className="ml-3 text-brand-600 hover:underline"
          >
            重试
          </button>
        </div>
      ) : answer.data.length === 0 ? (
        <p className="py-10 text-center text-sm text-neutral-400">
          {searchValue || competitionId ? '没有符合条件的比赛' : '近 3 天暂无可推荐的比赛'}
        </p>
      ) : (
        <ul
          className={`divide-y divide-neutral-100 ${tall ? '' : 'max-h-[420px] overflow-y-auto'}`}
        >
          {answer.data.map((m) => {
            const { note, disabled } = noteOf(m);
            return (
              <MatchRow
                key={m.id}
                match={m}
                note={note}
                disabled={disabled}
                onPick={() => onPick(m)}
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
