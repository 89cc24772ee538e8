// The football line-ups: two columns, home and away, starters then substitutes, with number, name and position.
import { PLAYER_SILHOUETTE } from '../../../contract/art/paths';
import type { LineupEntry } from '../../../streams/match-centre';
import { SiteLink } from '../../components/site-link';
import { playerPath } from '../library/sport';
import { Empty, Section } from './section';

function PlayerLine({ player }: { player: LineupEntry }) {
  return (
    <li
      data-testid="lineup-player"
      data-player-id={player.playerId}
      className="flex items-center gap-3 py-1.5 text-sm"
    >
      <span className="w-7 text-right font-mono text-neutral-500">{player.shirtNumber}</span>
      <img
        src={PLAYER_SILHOUETTE}
        alt=""
        width={24}
        height={24}
        loading="lazy"
        className="size-6 shrink-0 rounded-full"
      />
      <span className="min-w-0 flex-1 truncate text-neutral-900">
        <SiteLink
          href={playerPath('football', player.playerId)}
          data-testid="lineup-player-link"
          className="hover:text-sky-700 hover:underline"
        >
          {player.name}
        </SiteLink>
        {player.captain && (
          <span
            title="队长"
            className="ml-1 rounded bg-amber-400 px-1 text-[10px] font-bold text-white"
          >
            C
          </span>
        )}
      </span>
      <span data-testid="lineup-position" className="w-14 text-right text-xs text-neutral-500">
        {player.positionLabel}
      </span>
    </li>
  );
}

function TeamColumn({
  side,
  name,
  players,
}: {
  side: 'home' | 'away';
  name: string;
  players: LineupEntry[];
}) {
  const starters = players.filter((p) => p.starter);
  const bench = players.filter((p) => !p.starter);
  return (
    <div data-testid={`lineup-${side}`} className="min-w-0 flex-1 px-5 py-3">
      <h3 className="mb-1 text-sm font-semibold text-neutral-900">
        {name}
        <span className="ml-2 text-xs font-normal text-neutral-400">
          {side === 'home' ? '主队' : '客队'}
        </span>
      </h3>
      <p className="mt-2 text-xs text-neutral-400">首发</p>
      {starters.length === 0 ? (
        <p className="py-2 text-xs text-neutral-400">暂无</p>
      ) : (
        <ul data-testid="lineup-starters" className="divide-y divide-neutral-50">
          {starters.map((p) => (
            <PlayerLine key={p.playerId} player={p} />
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-neutral-400">替补</p>
      {bench.length === 0 ? (
        <p className="py-2 text-xs text-neutral-400">暂无</p>
      ) : (
        <ul data-testid="lineup-bench" className="divide-y divide-neutral-50">
          {bench.map((p) => (
            <PlayerLine key={p.playerId} player={p} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function Lineups({
  lineups,
  homeName,
  awayName,
}: {
  lineups: readonly LineupEntry[];
  homeName: string;
  awayName: string;
}) {
  return (
    <Section title="阵容" testId="lineups">
      {lineups.length === 0 ? (
        <Empty>阵容尚未公布</Empty>
      ) : (
        <div className="flex divide-x divide-neutral-100">
          <TeamColumn
            side="home"
            name={homeName}
            players={lineups.filter((p) => p.side === 'home')}
          />
          <TeamColumn
            side="away"
            name={awayName}
            players={lineups.filter((p) => p.side === 'away')}
          />
        </div>
      )}
    </Section>
  );
}
