// The head of a player page: the silhouette portrait, name, position with its Chinese label, number, age
// (birth year on the server's clock), nationality, height, and his team linked to its page.
import { PLAYER_SILHOUETTE } from '../../../../contract/art/paths';
import type { CallData } from '../../../../contract/call';
import type { fbPlayer } from '../../../../contract/calls/live-library';
import { serverNow } from '../../../../streams/server-clock';
import { Crest } from '../../../components/crest';
import { SiteLink } from '../../../components/site-link';
import { competitionPath, type Sport, teamPath } from '../sport';
import { ageOf } from './age';

type PlayerAnswer = CallData<typeof fbPlayer>;

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-neutral-500">{label}</dt>
      <dd data-testid={testId} className="truncate text-sm font-semibold text-neutral-900">
        {value}
      </dd>
    </div>
  );
}

export function PlayerProfile({ sport, data }: { sport: Sport; data: PlayerAnswer }) {
  const { player, team } = data;
  const age = ageOf(player.birthYear, serverNow());
  return (
    <header
      data-testid="player-profile"
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:flex-row"
    >
      <div className="flex min-w-0 items-center gap-4">
        <img
          src={PLAYER_SILHOUETTE}
          alt={player.name}
          width={88}
          height={88}
          data-testid="player-portrait"
          className="size-22 shrink-0 rounded-full bg-neutral-100"
        />
        <div className="min-w-0">
          <h1 data-testid="player-name" className="truncate text-xl font-bold text-neutral-900">
            {player.name}
          </h1>
          <p className="mt-1 flex items-center gap-2 text-sm text-neutral-500">
            <span className="rounded bg-brand-500 px-1.5 font-mono text-xs font-bold text-white">
              {player.shirtNumber}号
            </span>
            <span data-testid="player-position">
              {player.positionLabel || player.position}
              {player.positionLabel && (
                <span className="ml-1 text-xs text-neutral-400">{player.position}</span>
              )}
            </span>
          </p>
          <SiteLink
            href={teamPath(sport, team.id)}
            data-testid="player-team"
            className="mt-2 inline-flex items-center gap-1.5 text-sm text-sky-700 hover:underline"
          >
            <Crest kind="team" id={team.id} name={team.shortName} size={20} />
            {team.name}
          </SiteLink>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-3 border-t border-neutral-100 pt-3 sm:ml-auto sm:w-96 sm:grid-cols-3 sm:border-0 sm:pt-0">
        <Fact label="年龄" value={age === null ? '-' : `${age}岁`} testId="player-age" />
        <Fact label="出生年份" value={player.birthYear ? String(player.birthYear) : '-'} />
        <Fact label="国籍" value={player.nationality || '-'} />
        <Fact label="身高" value={player.heightCm ? `${player.heightCm}cm` : '-'} />
        <Fact label="号码" value={String(player.shirtNumber)} />
        <div className="min-w-0">
          <dt className="text-xs text-neutral-500">联赛</dt>
          <dd className="truncate text-sm font-semibold">
            <SiteLink
              href={competitionPath(sport, team.competitionId)}
              className="text-sky-700 hover:underline"
            >
              {team.competition}
            </SiteLink>
          </dd>
        </div>
      </dl>
    </header>
  );
}
