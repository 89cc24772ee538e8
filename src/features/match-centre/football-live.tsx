// The football 直播 tab: the event timeline beside the team statistics, the line-ups below; before kick-off a
// note with the kick-off time and the line-ups once they are known; the fans' ratings (球迷评分) open at full time.
import type { FootballCentre } from '../../../streams/match-centre';
import { rowPhase } from '../scores/row-labels';
import { BeforeKickoff } from './before-kickoff';
import { FanRatings } from './fan-ratings';
import { Lineups } from './lineups';
import { TeamStats } from './team-stats';
import { Timeline } from './timeline';

export function FootballLive({ centre }: { centre: FootballCentre }) {
  const { match } = centre;
  const phase = rowPhase('football', match.state);
  const ratings = (
    <FanRatings
      type="football"
      matchId={match.id}
      finished={phase === 'finished'}
      homeName={match.home.name}
      awayName={match.away.name}
    />
  );
  const lineups = (
    <Lineups lineups={centre.lineups} homeName={match.home.name} awayName={match.away.name} />
  );
  if (phase === 'notStarted')
    return (
      <div className="flex flex-col gap-4">
        <BeforeKickoff kickoffAt={match.kickoffAt} />
        {lineups}
        {ratings}
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_420px]">
        <Timeline events={centre.events} live={phase === 'live'} />
        <TeamStats stats={centre.stats} homeName={match.home.name} awayName={match.away.name} />
      </div>
      {ratings}
      {lineups}
    </div>
  );
}
