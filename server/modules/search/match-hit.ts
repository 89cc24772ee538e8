// A match as a search result: "主队 vs 客队", its competition and round, its state and score.
import type { SearchHit } from '../../../contract/calls/search';
import {
  basketballMatchStateLabel,
  footballMatchStateLabel,
} from '../../../contract/enums/match-states';
import { phaseOf } from '../match/service';

export interface MatchRow {
  id: number;
  sport: string;
  state: number;
  kickoffAt: Date;
  round: string;
  homeScore: number;
  awayScore: number;
  homeId: number;
  homeName: string;
  awayId: number;
  awayName: string;
  competition: string;
  tier: number;
}

/** 0 being played, 1 coming, 2 over (finished, or called off). */
const GROUP = { live: 0, notStarted: 1, finished: 2, abnormal: 2 } as const;

export function matchHit(r: MatchRow) {
  const sport = r.sport === 'basketball' ? 'basketball' : 'football';
  const phase = phaseOf(sport, r.state);
  const label = (sport === 'football' ? footballMatchStateLabel : basketballMatchStateLabel)(
    r.state,
  );
  const score = `${r.homeScore}-${r.awayScore}`;
  const badge =
    phase === 'notStarted' ? '未开赛' : phase === 'abnormal' ? label : `${label} ${score}`;
  const hit: SearchHit = {
    kind: 'match',
    id: r.id,
    title: `${r.homeName} vs ${r.awayName}`,
    subtitle: [r.competition, r.round].filter(Boolean).join(' · '),
    image: '',
    href: `/${sport}/live/${r.id}`,
    live: phase === 'live',
    badge,
    sport,
    crests: [r.homeId, r.awayId],
    at: r.kickoffAt.toISOString(),
  };
  return { hit, tier: r.tier, group: GROUP[phase], at: r.kickoffAt.getTime() };
}
