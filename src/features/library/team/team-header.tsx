// The head of a team page: crest, names, country, its league (linked to the league's page) and where it
// stands in that league's table.
import type { CallData } from '../../../../contract/call';
import type { fbTeam } from '../../../../contract/calls/live-library';
import { Crest } from '../../../components/crest';
import { SiteLink } from '../../../components/site-link';
import { competitionPath, type Sport } from '../sport';

type TeamAnswer = CallData<typeof fbTeam>;

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0 text-center">
      <div data-testid={testId} className="truncate text-lg font-bold text-neutral-900">
        {value}
      </div>
      <div className="text-xs text-neutral-500">{label}</div>
    </div>
  );
}

export function TeamHeader({ sport, data }: { sport: Sport; data: TeamAnswer }) {
  const { team, tableRow } = data;
  const football = sport === 'football';
  return (
    <header
      data-testid="team-header"
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 items-center gap-4">
        <Crest kind="team" id={team.id} name={team.shortName} size={72} />
        <div className="min-w-0">
          <h1 data-testid="team-name" className="truncate text-xl font-bold text-neutral-900">
            {team.name}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-500">
            <span>{team.country}</span>
            <SiteLink
              href={competitionPath(sport, team.competitionId)}
              data-testid="team-league"
              className="text-sky-700 hover:underline"
            >
              {team.competitionName}
            </SiteLink>
            <span>{team.seasonName}赛季</span>
          </p>
        </div>
      </div>
      {tableRow && (
        <div className="grid grid-cols-4 gap-2 border-t border-neutral-100 pt-3 sm:ml-auto sm:w-80 sm:border-0 sm:pt-0">
          <Fact label="排名" value={String(tableRow.rank)} testId="team-rank" />
          <Fact label="已赛" value={String(tableRow.played)} />
          {football ? (
            <Fact label="积分" value={String(tableRow.points)} />
          ) : (
            <Fact label="胜率" value={`${tableRow.winRate}%`} />
          )}
          <Fact
            label={football ? '胜/平/负' : '胜/负'}
            value={
              football
                ? `${tableRow.won}/${tableRow.drawn}/${tableRow.lost}`
                : `${tableRow.won}/${tableRow.lost}`
            }
          />
        </div>
      )}
    </header>
  );
}
