// One line naming a match for the console's pickers: 英超 曼城 vs 阿森纳 · 06-11 20:00 · 未开赛.
import type { TypedMatchItem } from '../../../contract/calls/match';
import {
  basketballMatchPhase,
  basketballMatchStateShortLabel,
  footballMatchPhase,
  footballMatchStateShortLabel,
} from '../../../contract/enums/match-states';
import { formatShort } from '../../../contract/format/dates';

export const matchKey = (m: { matchType: string; id: number }) => `${m.matchType}:${m.id}`;

export function matchStateLabel(m: TypedMatchItem): string {
  return m.matchType === 'football'
    ? footballMatchStateShortLabel(m.state)
    : basketballMatchStateShortLabel(m.state);
}

export function matchLabel(m: TypedMatchItem): string {
  const sport = m.matchType === 'football' ? '足球' : '篮球';
  return `[${sport}] ${m.competition} ${m.home.name} vs ${m.away.name} · ${formatShort(m.kickoffAt)} · ${matchStateLabel(m)}`;
}

/** Not started or in play: the only matches the server lets an anchor reserve. */
export function stillAhead(m: TypedMatchItem): boolean {
  const phase =
    m.matchType === 'football' ? footballMatchPhase(m.state) : basketballMatchPhase(m.state);
  return phase === 'notStarted' || phase === 'live';
}
