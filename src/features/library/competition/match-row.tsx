// One match of a competition's schedule: kick-off (MM-DD HH:mm, Beijing), the two sides with crests linking
// to their team pages, and the score or state linking to the match centre.
import { formatShort } from '../../../../contract/format/dates';
import type { MatchItem } from '../../../../contract/match';
import { Crest } from '../../../components/crest';
import { SiteLink } from '../../../components/site-link';
import { matchCentreHref } from '../../scores/open-match';
import { rowPhase, stateLabels } from '../../scores/row-labels';
import { type Sport, teamPath } from '../sport';

function Side({
  sport,
  side,
  align,
}: {
  sport: Sport;
  side: MatchItem['home'];
  align: 'left' | 'right';
}) {
  return (
    <SiteLink
      href={teamPath(sport, side.id)}
      className={`flex min-w-0 flex-1 items-center gap-1.5 hover:text-red-600 ${
        align === 'right' ? 'flex-row-reverse text-right' : ''
      }`}
    >
      <Crest kind="team" id={side.id} name={side.name} size={20} lazy />
      <span className="truncate">{side.name}</span>
    </SiteLink>
  );
}

export function MatchRow({ sport, m }: { sport: Sport; m: MatchItem }) {
  const phase = rowPhase(sport, m.state);
  const scored = phase === 'live' || phase === 'finished';
  const label = stateLabels(sport, m.state).full;
  return (
    <li
      data-testid="schedule-row"
      className="flex items-center gap-2 border-t border-neutral-100 px-3 py-2 text-sm"
    >
      <span className="w-[76px] shrink-0 text-xs text-neutral-500 tabular-nums">
        {formatShort(m.kickoffAt)}
      </span>
      <Side sport={sport} side={m.home} align="right" />
      <SiteLink
        href={matchCentreHref(sport, m.id)}
        aria-label={`${m.home.name} 对 ${m.away.name} 比赛详情`}
        className="flex w-16 shrink-0 flex-col items-center hover:text-red-600"
      >
        <span className={`font-bold tabular-nums ${phase === 'live' ? 'text-red-600' : ''}`}>
          {scored ? `${m.home.score}-${m.away.score}` : 'VS'}
        </span>
        <span className={`text-[10px] ${phase === 'live' ? 'text-red-600' : 'text-neutral-400'}`}>
          {label}
        </span>
      </SiteLink>
      <Side sport={sport} side={m.away} align="left" />
    </li>
  );
}
