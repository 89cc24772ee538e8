// Head-to-head against any other team: pick one of the league's teams or search all teams of the sport by
// name; the answer is every meeting the database holds with the W/D/L (W/L) record from this team's side.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { TeamName } from '../../../../contract/calls/library-team';
import { useCallResult } from '../../../lib/use-call-result';
import { ResultRow } from '../../match-centre/analysis-rows';
import { recordText } from '../../match-centre/labels';
import { Empty, Section } from '../../match-centre/section';
import type { Sport } from '../sport';
import { headToHeadQuery, teamSearchQuery } from './queries';

function Meetings({ sport, teamId, otherId }: { sport: Sport; teamId: number; otherId: number }) {
  const { data, error, reload } = useCallResult(headToHeadQuery(sport, teamId, otherId));
  if (error)
    return (
      <Empty>
        {error}
        <button type="button" onClick={reload} className="ml-2 text-sky-700">
          重试
        </button>
      </Empty>
    );
  if (!data) return <Empty>加载中…</Empty>;
  return (
    <div data-testid="h2h-answer" data-other-id={otherId}>
      <p data-testid="h2h-summary" className="px-4 py-2 text-[13px] text-neutral-700">
        {data.meetings.length === 0
          ? `${data.team.shortName} 与 ${data.other.shortName} 在资料库中暂无交锋记录`
          : `共${data.summary.played}次交锋，${data.team.shortName} ${recordText(sport, data.summary)}`}
      </p>
      {data.meetings.length > 0 && (
        <ul>
          {data.meetings.map((m) => (
            <ResultRow key={m.id} type={sport} match={m} result={m.result} focus={[teamId]} />
          ))}
        </ul>
      )}
    </div>
  );
}

function SearchHits({
  sport,
  kw,
  teamId,
  onPick,
}: {
  sport: Sport;
  kw: string;
  teamId: number;
  onPick(team: { id: number; shortName: string }): void;
}) {
  const { data: answer } = useQuery(teamSearchQuery(sport, kw));
  if (!answer) return <p className="px-4 py-2 text-xs text-neutral-400">搜索中…</p>;
  if (!answer.success) return <p className="px-4 py-2 text-xs text-brand-600">{answer.msg}</p>;
  const hits = answer.data.list.filter((t) => t.id !== teamId);
  if (hits.length === 0) return <p className="px-4 py-2 text-xs text-neutral-400">没有找到球队</p>;
  return (
    <ul data-testid="h2h-search-hits" className="flex flex-wrap gap-2 px-4 py-2">
      {hits.map((t) => (
        <li key={t.id}>
          <button
            type="button"
            data-testid="h2h-hit"
            onClick={() => onPick(t)}
            className="rounded-full border border-neutral-200 px-3 py-1 text-xs text-neutral-700 hover:border-sky-400 hover:text-sky-700"
          >
            {t.shortName}
            <span className="ml-1 text-neutral-400">{t.competition}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function HeadToHead({
  sport,
  teamId,
  leagueTeams,
  initialOther,
}: {
  sport: Sport;
  teamId: number;
  leagueTeams: readonly TeamName[];
  /** The next opponent, when there is one: the meeting fans look up first. */
  initialOther: number | null;
}) {
  const [otherId, setOtherId] = useState<number | null>(initialOther);
  const [text, setText] = useState('');
  const [kw, setKw] = useState('');
  // A team found by the search, outside the league's list: the select shows it too.
  const [found, setFound] = useState<{ id: number; shortName: string } | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setKw(text.trim());
  };
  const pick = (team: { id: number; shortName: string }) => {
    setOtherId(team.id);
    if (!leagueTeams.some((t) => t.id === team.id)) setFound(team);
    setKw('');
    setText('');
  };
  return (
    <Section title="历史交锋" testId="team-h2h">
      <div className="flex flex-col gap-2 border-b border-neutral-100 px-4 py-3 sm:flex-row">
        <label className="flex min-w-0 flex-1 items-center gap-2 text-[13px] text-neutral-600">
          <span className="shrink-0">对手</span>
          <select
            data-testid="h2h-select"
            value={otherId ?? ''}
            onChange={(e) => e.target.value && setOtherId(Number(e.target.value))}
            className="h-8 min-w-0 flex-1 rounded border border-neutral-200 bg-white px-2 text-[13px]"
          >
            <option value="">选择同联赛球队</option>
            {found && <option value={found.id}>{found.shortName}</option>}
            {leagueTeams.map((t) => (
              <option key={t.id} value={t.id}>
                {t.shortName}
              </option>
            ))}
          </select>
        </label>
        <form onSubmit={submit} className="flex min-w-0 flex-1 gap-2">
          <input
            data-testid="h2h-search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={20}
            placeholder="搜索其他球队"
            className="h-8 min-w-0 flex-1 rounded border border-neutral-200 px-2 text-[13px]"
          />
          <button
            type="submit"
            disabled={!text.trim()}
            className="h-8 shrink-0 rounded bg-brand-500 px-3 text-[13px] text-white disabled:opacity-50"
          >
            搜索
          </button>
        </form>
      </div>
      {kw && <SearchHits sport={sport} kw={kw} teamId={teamId} onPick={pick} />}
      {otherId === null ? (
        <Empty>选择一支球队，查看两队的历史交锋</Empty>
      ) : (
        <Meetings sport={sport} teamId={teamId} otherId={otherId} />
      )}
    </Section>
  );
}
