// The basketball 直播 tab: quarter scores, team statistics and both box scores with each stat's
// leaders; the fans' ratings (球迷评分) once it has started, open at full time.
import type { BasketballCentre } from '../../../streams/match-centre';
import { rowPhase } from '../scores/row-labels';
import { BeforeKickoff } from './before-kickoff';
import { BoxScore } from './box-score';
import { FanRatings } from './fan-ratings';
import { QuarterTable } from './quarter-table';
import { Section } from './section';
import { TeamStats } from './team-stats';

export function BasketballLive({ centre }: { centre: BasketballCentre }) {
  const { match } = centre;
  const phase = rowPhase('basketball', match.state);
  const started = phase !== 'notStarted';
  return (
    <div className="flex flex-col gap-4">
      {started ? (
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_420px]">
          <Section title="各节比分" testId="quarters">
            <div className="px-4 py-3">
              <QuarterTable match={match} periods={centre.periods} />
            </div>
          </Section>
          <TeamStats stats={centre.stats} homeName={match.home.name} awayName={match.away.name} />
        </div>
      ) : (
        <BeforeKickoff kickoffAt={match.kickoffAt} />
      )}
      {started && (
        <FanRatings
          type="basketball"
          matchId={match.id}
          finished={phase === 'finished'}
          homeName={match.home.name}
          awayName={match.away.name}
        />
      )}
      <BoxScore
        side="home"
        teamName={match.home.name}
        rows={centre.boxScore.home}
        leaders={centre.leaders.home}
      />
      <BoxScore
        side="away"
        teamName={match.away.name}
        rows={centre.boxScore.away}
        leaders={centre.leaders.away}
      />
    </div>
  );
}
