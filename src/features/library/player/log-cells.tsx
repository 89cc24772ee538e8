// The first cells of a game-log row: date, competition, the opponent (主/客) and the score with its result,
// linking to the match centre.
import type { LogGame } from '../../../../contract/calls/library-team';
import { chinaDay } from '../../../../contract/format/china-day';
import { SiteLink } from '../../../components/site-link';
import { ResultBadge } from '../../match-centre/analysis-rows';
import { centrePath } from '../../match-centre/labels';
import type { Sport } from '../sport';

export function LogGameCells({ sport, game }: { sport: Sport; game: LogGame }) {
  return (
    <>
      <td className="px-2 py-1.5 text-left font-mono whitespace-nowrap text-neutral-500">
        {chinaDay(game.kickoffAt).slice(5)}
      </td>
      <td className="px-1 py-1.5 text-left">
        <span className="block max-w-20 truncate text-neutral-600" title={game.competition}>
          {game.competition}
        </span>
      </td>
      <td className="sticky left-0 bg-white px-2 py-1.5 text-left">
        <span className="flex min-w-0 items-center gap-1">
          <span className="shrink-0 text-[11px] text-neutral-400">{game.home ? '主' : '客'}</span>
          <span className="truncate text-neutral-900">{game.opponent.name}</span>
        </span>
      </td>
      <td className="px-1 py-1.5">
        <SiteLink
          href={centrePath(sport, 'live', game.matchId)}
          className="inline-flex items-center gap-1 font-mono whitespace-nowrap text-neutral-900 hover:text-sky-700"
        >
          {game.scoredFor}-{game.scoredAgainst}
          <ResultBadge result={game.result} />
        </SiteLink>
      </td>
    </>
  );
}

/** `rowSpan` 2 under a two-row head (the basketball log's 投篮 › 命中 …). */
export function LogHeadCells({ rowSpan }: { rowSpan?: number }) {
  const cell = 'px-1 py-1.5 font-normal whitespace-nowrap';
  return (
    <>
      <th rowSpan={rowSpan} className={`${cell} pl-2 text-left`}>
        日期
      </th>
      <th rowSpan={rowSpan} className={`${cell} text-left`}>
        赛事
      </th>
      <th rowSpan={rowSpan} className={`${cell} sticky left-0 bg-neutral-50 px-2 text-left`}>
        对手
      </th>
      <th rowSpan={rowSpan} className={cell}>
        比分
      </th>
    </>
  );
}
