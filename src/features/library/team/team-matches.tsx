// Recent form (the last five as 胜/平/负 chips), the season's results, and the coming matches — a match being
// played shows its live state and score from today's board (pushed over the socket).
import type { TeamResult } from '../../../../contract/calls/live-library';
import { chinaDay } from '../../../../contract/format/china-day';
import { formatShort } from '../../../../contract/format/dates';
import type { MatchItem } from '../../../../contract/match';
import { serverNow } from '../../../../streams/server-clock';
import { SiteLink } from '../../../components/site-link';
import { ResultBadge } from '../../match-centre/analysis-rows';
import { centrePath } from '../../match-centre/labels';
import { Empty, Section } from '../../match-centre/section';
import { CompetitionBadge } from '../../scores/board/row-parts';
import { rowPhase, stateLabels } from '../../scores/row-labels';
import type { Sport } from '../sport';
import { useLiveItems } from './live-items';

const FORM = 5;
const RESULTS_SHOWN = 10;

export function RecentForm({ results }: { results: readonly TeamResult[] }) {
  // Oldest first, as tables print 近况.
  const last = results.slice(0, FORM).reverse();
  if (last.length === 0) return null;
  return (
    <div data-testid="team-form" className="flex items-center gap-1.5">
      <span className="mr-1 text-xs text-neutral-500">近{last.length}场</span>
      {last.map((r) => (
        <ResultBadge key={r.id} result={r.result} />
      ))}
    </div>
  );
}

export function TeamResults({
  sport,
  teamId,
  results,
}: {
  sport: Sport;
  teamId: number;
  results: readonly TeamResult[];
}) {
  return (
    <Section title="近期战绩" aside={<RecentForm results={results} />} testId="team-results">
      {results.length === 0 ? (
        <Empty>本赛季暂无完场比赛</Empty>
      ) : (
        <ul>
          {results.slice(0, RESULTS_SHOWN).map((m) => (
            <TeamResultRow key={m.id} sport={sport} match={m} teamId={teamId} />
          ))}
        </ul>
      )}
    </Section>
  );
}

// One team is always this team: a row names the opponent with 主/客, which reads at 390 px too.
const COLUMNS = 'grid-cols-[56px_80px_minmax(0,1fr)_64px_20px]';

function Opponent({ match, teamId }: { match: MatchItem; teamId: number }) {
  const home = match.home.id === teamId;
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      <span className="shrink-0 text-[11px] text-neutral-400">{home ? '主' : '客'}</span>
      <span className="truncate text-neutral-900">{home ? match.away.name : match.home.name}</span>
    </span>
  );
}

/** The score with this team's goals first. */
const ownScore = (match: MatchItem, teamId: number) =>
  match.home.id === teamId
    ? `${match.home.score}-${match.away.score}`
    : `${match.away.score}-${match.home.score}`;

function TeamResultRow({
  sport,
  match,
  teamId,
}: {
  sport: Sport;
  match: TeamResult;
  teamId: number;
}) {
  return (
    <li>
      <SiteLink
        href={centrePath(sport, 'live', match.id)}
        data-testid="result-row"
        data-match-id={match.id}
        className={`grid ${COLUMNS} items-center gap-2 border-b border-neutral-50 px-4 py-2 text-[13px] hover:bg-sky-50/60`}
      >
        <CompetitionBadge name={match.competition} color={match.color} />
        <span className="font-mono text-xs whitespace-nowrap text-neutral-500">
          {chinaDay(match.kickoffAt)}
        </span>
        <Opponent match={match} teamId={teamId} />
        <span className="text-center font-mono font-bold whitespace-nowrap text-neutral-900">
          {ownScore(match, teamId)}
        </span>
        <ResultBadge result={match.result} />
      </SiteLink>
    </li>
  );
}

function UpcomingRow({ sport, match, teamId }: { sport: Sport; match: MatchItem; teamId: number }) {
  const live = rowPhase(sport, match.state) === 'live';
  return (
    <li>
      <SiteLink
        href={centrePath(sport, live ? 'live' : 'analysis', match.id)}
        data-testid="fixture-row"
        data-match-id={match.id}
        data-live={live ? 'true' : 'false'}
        className={`grid ${COLUMNS} items-center gap-2 border-b border-neutral-50 px-4 py-2 text-[13px] hover:bg-sky-50/60`}
      >
        <CompetitionBadge name={match.competition} color={match.color} />
        {live ? (
          <span className="truncate text-xs font-semibold text-brand-600">
            {stateLabels(sport, match.state).full}
          </span>
        ) : (
          <span className="font-mono text-xs whitespace-nowrap text-neutral-500">
            {formatShort(match.kickoffAt)}
          </span>
        )}
        <Opponent match={match} teamId={teamId} />
        {live ? (
          <span
            data-testid="fixture-live-score"
            className="text-center font-mono font-bold whitespace-nowrap text-brand-600"
          >
            {ownScore(match, teamId)}
          </span>
        ) : (
          <span className="text-center text-xs text-neutral-400">VS</span>
        )}
        {live ? <span className="text-[10px] font-semibold text-brand-600">实时</span> : <span />}
      </SiteLink>
    </li>
  );
}

export function TeamFixtures({
  sport,
  teamId,
  upcoming,
}: {
  sport: Sport;
  teamId: number;
  upcoming: readonly MatchItem[];
}) {
  const rows = useLiveItems(sport, upcoming, serverNow());
  return (
    <Section title="赛程" aside={rows.length > 0 && `${rows.length}场`} testId="team-fixtures">
      {rows.length === 0 ? (
        <Empty>近期暂无赛程</Empty>
      ) : (
        <ul>
          {rows.map((m) => (
            <UpcomingRow key={m.id} sport={sport} match={m} teamId={teamId} />
          ))}
        </ul>
      )}
    </Section>
  );
}
