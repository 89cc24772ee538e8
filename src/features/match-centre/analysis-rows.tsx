// Match rows of the analysis tab: a past result (competition, date, teams, score, the W/D/L of the team it is
// told for) or an upcoming fixture, each linking to that match's own centre.

import type { MatchType } from '../../../contract/events';
import { chinaDay } from '../../../contract/format/china-day';
import { formatShort } from '../../../contract/format/dates';
import type { MatchItem } from '../../../contract/match';
import { SiteLink } from '../../components/site-link';
import { CompetitionBadge } from '../scores/board/row-parts';
import { halfTimeText } from '../scores/row-labels';
import { centrePath, type Result, resultLabels, resultTone } from './labels';

export function ResultBadge({ result }: { result: Result }) {
  return (
    <span
      data-testid="result-badge"
      data-result={result}
      className={`inline-flex size-5 items-center justify-center rounded text-[11px] font-bold ${resultTone[result]}`}
    >
      {resultLabels[result]}
    </span>
  );
}

/** A team's name, in bold when it is the team the list is about. */
function TeamName({
  name,
  teamId,
  focus,
}: {
  name: string;
  teamId: number;
  focus: readonly number[];
}) {
  return (
    <span
      className={`truncate ${focus.includes(teamId) ? 'font-semibold text-neutral-900' : 'text-neutral-600'}`}
    >
      {name}
    </span>
  );
}

const RESULT_COLUMNS = 'grid-cols-[64px_84px_minmax(0,1fr)_72px_minmax(0,1fr)_32px]';

export function ResultRow({
  type,
  match,
  result,
  focus,
}: {
  type: MatchType;
  match: MatchItem;
  result: Result;
  /** Team ids shown in bold: the two teams of the analysed match. */
  focus: readonly number[];
}) {
  const half = type === 'football' ? halfTimeText(match) : '';
  return (
    <li>
      <SiteLink
        href={centrePath(type, 'live', match.id)}
        data-testid="result-row"
        data-match-id={match.id}
        className={`grid ${RESULT_COLUMNS} items-center gap-2 border-b border-neutral-50 px-4 py-2 text-[13px] hover:bg-sky-50/60`}
      >
        <CompetitionBadge name={match.competition} color={match.color} />
        <span className="font-mono text-xs text-neutral-500">{chinaDay(match.kickoffAt)}</span>
        <span className="flex justify-end">
          <TeamName name={match.home.name} teamId={match.home.id} focus={focus} />
        </span>
        <span className="text-center">
          <span className="font-mono font-bold text-neutral-900">
            {match.home.score}-{match.away.score}
          </span>
          {half && <span className="ml-1 font-mono text-[11px] text-neutral-400">({half})</span>}
        </span>
        <TeamName name={match.away.name} teamId={match.away.id} focus={focus} />
        <ResultBadge result={result} />
      </SiteLink>
    </li>
  );
}

const FIXTURE_COLUMNS = 'grid-cols-[64px_96px_minmax(0,1fr)_24px_minmax(0,1fr)]';

export function FixtureRow({
  type,
  match,
  focus,
}: {
  type: MatchType;
  match: MatchItem;
  focus: readonly number[];
}) {
  return (
    <li>
      <SiteLink
        href={centrePath(type, 'analysis', match.id)}
        data-testid="fixture-row"
        data-match-id={match.id}
        className={`grid ${FIXTURE_COLUMNS} items-center gap-2 border-b border-neutral-50 px-4 py-2 text-[13px] hover:bg-sky-50/60`}
      >
        <CompetitionBadge name={match.competition} color={match.color} />
        <span className="font-mono text-xs text-neutral-500">{formatShort(match.kickoffAt)}</span>
        <span className="flex justify-end">
          <TeamName name={match.home.name} teamId={match.home.id} focus={focus} />
        </span>
        <span className="text-center text-xs text-neutral-400">VS</span>
        <TeamName name={match.away.name} teamId={match.away.id} focus={focus} />
      </SiteLink>
    </li>
  );
}
