// A team in the data library (/database/fb/team/{id}, /database/lq/team/{id}): header with the league and
// rank, squad by position, recent form and results, fixtures (live ones from the socket), the season's
// statistics with the home/away split, head-to-head against any team, and the season in charts.
import { useQuery } from '@tanstack/react-query';
import { errors } from '../../../contract/errors';
import type { Sport } from '../../features/library/sport';
import { HeadToHead } from '../../features/library/team/head-to-head';
import { teamQuery, teamSeasonQuery } from '../../features/library/team/queries';
import { SeasonStats } from '../../features/library/team/season-stats';
import { Squad } from '../../features/library/team/squad';
import { TeamCharts } from '../../features/library/team/team-charts';
import { TeamHeader } from '../../features/library/team/team-header';
import { TeamFixtures, TeamResults } from '../../features/library/team/team-matches';
import { Empty } from '../../features/match-centre/section';
import { usePageTitle } from '../../lib/page-title';
import { useCallResult } from '../../lib/use-call-result';
import { ErrorPage, pageNotFound } from '../error-page';

function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

function Failed({ msg, reload }: { msg: string; reload(): void }) {
  return (
    <div className="rounded-lg bg-white shadow-sm">
      <Empty testId="team-failed">
        {msg}
        <button type="button" onClick={reload} className="ml-2 text-sky-700">
          重试
        </button>
      </Empty>
    </div>
  );
}

function Season({ sport, id }: { sport: Sport; id: number }) {
  const { data, error, reload } = useCallResult(teamSeasonQuery(sport, id));
  if (error) return <Failed msg={error} reload={reload} />;
  if (!data) return <div className="h-60 animate-pulse rounded-lg bg-white shadow-sm" />;
  const nextOpponent = data.upcoming[0];
  const initialOther = nextOpponent
    ? nextOpponent.home.id === id
      ? nextOpponent.away.id
      : nextOpponent.home.id
    : (data.leagueTeams[0]?.id ?? null);
  return (
    <>
      <div className="grid gap-3 desk:grid-cols-2">
        <TeamResults sport={sport} teamId={id} results={data.results} />
        <TeamFixtures sport={sport} teamId={id} upcoming={data.upcoming} />
      </div>
      <SeasonStats sport={sport} seasonName={data.seasonName} stats={data.stats} />
      <TeamCharts sport={sport} series={data.series} />
      <HeadToHead
        sport={sport}
        teamId={id}
        leagueTeams={data.leagueTeams}
        initialOther={initialOther}
      />
    </>
  );
}

export function TeamPage({ sport, id }: { sport: Sport; id: number }) {
  const query = teamQuery(sport, id);
  const { data, error, reload } = useCallResult(query);
  const { data: answer } = useQuery(query);
  // An unknown team, or one of the other sport, is no page of this library.
  if (answer && !answer.success && answer.code === errors.teamNotFound.code)
    return <ErrorPage error={pageNotFound()} />;
  return (
    <div data-testid="team-page" data-id={id} data-sport={sport} className="flex flex-col gap-3">
      {error ? (
        <Failed msg={error} reload={reload} />
      ) : !data ? (
        <div className="h-28 animate-pulse rounded-lg bg-white shadow-sm" />
      ) : (
        <>
          <PageTitle title={`${data.team.name} - 球队资料 - 球live`} />
          <TeamHeader sport={sport} data={data} />
          <div className="grid items-start gap-3 desk:grid-cols-[minmax(0,1fr)_340px]">
            <div className="flex min-w-0 flex-col gap-3">
              <Season sport={sport} id={id} />
            </div>
            <Squad sport={sport} squad={data.squad} />
          </div>
        </>
      )}
    </div>
  );
}
