// The 分析 tab: head-to-head with its record, both teams' recent form (last 10, coloured W/D/L), the
// competition table with both rows highlighted, and both teams' next fixtures. Analysis is as of kick-off,
// so it is loaded once, not streamed.
import { useQuery } from '@tanstack/react-query';
import type { CallData } from '../../../contract/call';
import type { fbAnalysis } from '../../../contract/calls/live-match';
import type { MatchType } from '../../../contract/events';
import type { CentreHeader } from '../../../streams/match-centre';
import { analysisQuery } from './analysis-query';
import { FixtureRow, ResultBadge, ResultRow } from './analysis-rows';
import { recordText, winRateText } from './labels';
import { Empty, Section } from './section';
import { Standings } from './standings';

type Analysis = CallData<typeof fbAnalysis>;
type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; data: Analysis }
  | { status: 'failed'; msg: string };

function useAnalysis(type: MatchType, id: number): Loaded {
  const { data: answer } = useQuery(analysisQuery(type, id));
  if (!answer) return { status: 'loading' };
  return answer.success
    ? { status: 'ready', data: answer.data as Analysis }
    : { status: 'failed', msg: answer.msg };
}

function HeadToHead({
  type,
  data,
  match,
}: {
  type: MatchType;
  data: Analysis;
  match: CentreHeader;
}) {
  const { matches, record } = data.headToHead;
  const focus = [match.home.id, match.away.id];
  return (
    <Section
      title="历史交锋"
      testId="head-to-head"
      aside={
        matches.length > 0 && (
          <span data-testid="h2h-record">
            近{record.played}次交锋，{match.home.name} {recordText(type, record)}
          </span>
        )
      }
    >
      {matches.length === 0 ? (
        <Empty>两队近期没有交锋记录</Empty>
      ) : (
        <ul>
          {matches.map((m) => (
            <ResultRow key={m.id} type={type} match={m} result={m.result} focus={focus} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function TeamForm({
  type,
  side,
  name,
  teamId,
  form,
}: {
  type: MatchType;
  side: 'home' | 'away';
  name: string;
  teamId: number;
  form: Analysis['form']['home'];
}) {
  return (
    <Section
      title={`${name} 近期战绩`}
      testId={`form-${side}`}
      aside={form.matches.length > 0 && `胜率 ${winRateText(form.record)}`}
    >
      {form.matches.length === 0 ? (
        <Empty>暂无完场比赛</Empty>
      ) : (
        <>
          <div className="flex items-center gap-3 px-4 py-2.5">
            <span data-testid="form-badges" className="flex gap-1">
              {form.matches.map((m) => (
                <ResultBadge key={m.id} result={m.result} />
              ))}
            </span>
            <span data-testid="form-record" className="text-xs text-neutral-500">
              近{form.record.played}场 {recordText(type, form.record)}
            </span>
          </div>
          <ul className="border-t border-neutral-100">
            {form.matches.map((m) => (
              <ResultRow key={m.id} type={type} match={m} result={m.result} focus={[teamId]} />
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

function Fixtures({
  type,
  side,
  name,
  teamId,
  fixtures,
}: {
  type: MatchType;
  side: 'home' | 'away';
  name: string;
  teamId: number;
  fixtures: Analysis['fixtures']['home'];
}) {
  return (
    <Section title={`${name} 未来赛程`} testId={`fixtures-${side}`}>
      {fixtures.length === 0 ? (
        <Empty>暂无后续赛程</Empty>
      ) : (
        <ul>
          {fixtures.map((m) => (
            <FixtureRow key={m.id} type={type} match={m} focus={[teamId]} />
          ))}
        </ul>
      )}
    </Section>
  );
}

export function AnalysisTab({ type, match }: { type: MatchType; match: CentreHeader }) {
  const loaded = useAnalysis(type, match.id);
  if (loaded.status === 'loading')
    return (
      <div
        data-testid="analysis-loading"
        className="h-48 animate-pulse rounded-lg bg-white shadow-sm"
      />
    );
  if (loaded.status === 'failed')
    return (
      <div
        data-testid="analysis-failed"
        className="rounded-lg bg-white py-12 text-center text-sm text-neutral-500 shadow-sm"
      >
        分析数据加载失败：{loaded.msg}
      </div>
    );
  const { data } = loaded;
  const sides = [
    { side: 'home', team: match.home },
    { side: 'away', team: match.away },
  ] as const;
  return (
    <div data-testid="analysis" className="flex flex-col gap-4">
      <HeadToHead type={type} data={data} match={match} />
      <div className="grid grid-cols-2 items-start gap-4">
        {sides.map(({ side, team }) => (
          <TeamForm
            key={side}
            type={type}
            side={side}
            name={team.name}
            teamId={team.id}
            form={data.form[side]}
          />
        ))}
      </div>
      <Standings
        type={type}
        table={data.table}
        homeTeamId={match.home.id}
        awayTeamId={match.away.id}
      />
      <div className="grid grid-cols-2 items-start gap-4">
        {sides.map(({ side, team }) => (
          <Fixtures
            key={side}
            type={type}
            side={side}
            name={team.name}
            teamId={team.id}
            fixtures={data.fixtures[side]}
          />
        ))}
      </div>
    </div>
  );
}
