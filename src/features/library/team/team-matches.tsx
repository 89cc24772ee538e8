// Recent form (the last five as 胜/平/负 chips), the season's results, and the coming matches — a match being
// played shows its live state and score from today's board (pushed over the socket).
import type { TeamResult } from '../../../../contract/calls/live-library';
import { formatShort } from '../../../../contract/format/dates';
import type { MatchItem } from '../../../../contract/match';
import { serverNow } from '../../../../streams/server-clock';
import { SiteLink } from '../../../components/site-link';
import { ResultBadge, ResultRow } from '../../match-centre/analysis-rows';
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
            <ResultRow key={m.id} type={sport} match={m} result={m.result} focus={[teamId]} />
          ))}
        </ul>
      )}
    </Section>
  );
}

const COLUMNS = 'grid-cols-[64px_76px_minmax(0,1fr)_52px_minmax(0,1fr)]';

function UpcomingRow({ sport, match, teamId }: { sport: Sport; match: MatchItem; teamId: number }) {
  const live = rowPhase(sport, match.state) === 'live';
  const name = (side: MatchItem['home']) => (
    <span
      className={`truncate ${side.id === teamId ? 'font-semibold text-neutral-900' : 'text-neutral-600'}`}
    >
      {side.name}
    </span>
  );
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
          <span className="font-mono text-xs text-neutral-500">{formatShort(match.kickoffAt)}</span>
        )}
        <span className="flex justify-end">{name(match.home)}</span>
        {live ? (
          <span
            data-testid="fixture-live-score"
            className="text-center font-mono font-bold text-brand-600"
          >
            {match.home.score}-{match.away.score}
          </span>
        ) : (
          <span className="text-center text-xs text-neutral-400">VS</span>
        )}
        {name(match.away)}
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
