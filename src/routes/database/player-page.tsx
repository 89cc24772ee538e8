// A player in the data library (/database/fb/player/{id}, /database/lq/player/{id}): profile with the
// portrait, position, number, age and team; the season's statistics, a chart per game and the game log.
import { useQuery } from '@tanstack/react-query';
import type { CallData } from '../../../contract/call';
import type { bbPlayer } from '../../../contract/calls/live-library';
import { errors } from '../../../contract/errors';
import { BasketballSeason } from '../../features/library/player/basketball-season';
import { FootballSeason } from '../../features/library/player/football-season';
import { PlayerProfile } from '../../features/library/player/profile';
import type { Sport } from '../../features/library/sport';
import { playerQuery } from '../../features/library/team/queries';
import { Empty } from '../../features/match-centre/section';
import { usePageTitle } from '../../lib/page-title';
import { useCallResult } from '../../lib/use-call-result';
import { ErrorPage, pageNotFound } from '../error-page';

function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

export function PlayerPage({ sport, id }: { sport: Sport; id: number }) {
  const query = playerQuery(sport, id);
  const { data, error, reload } = useCallResult(query);
  const { data: answer } = useQuery(query);
  // An unknown player, or one of the other sport, is no page of this library.
  if (answer && !answer.success && answer.code === errors.playerNotFound.code)
    return <ErrorPage error={pageNotFound()} />;
  return (
    <div data-testid="player-page" data-id={id} data-sport={sport} className="flex flex-col gap-3">
      {error ? (
        <div className="rounded-lg bg-white shadow-sm">
          <Empty testId="player-failed">
            {error}
            <button type="button" onClick={reload} className="ml-2 text-sky-700">
              重试
            </button>
          </Empty>
        </div>
      ) : !data ? (
        <div className="h-28 animate-pulse rounded-lg bg-white shadow-sm" />
      ) : (
        <>
          <PageTitle title={`${data.player.name} - 球员资料 - 球live`} />
          <PlayerProfile sport={sport} data={data} />
          {sport === 'football' ? (
            <FootballSeason id={id} />
          ) : (
            <BasketballSeason id={id} averages={(data as CallData<typeof bbPlayer>).averages} />
          )}
        </>
      )}
    </div>
  );
}
