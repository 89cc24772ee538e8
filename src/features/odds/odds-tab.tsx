// The match centre's odds tabs (欧赔, 亚盘, 大小球 and 三合一): the body under the centre's match header, live
// from the match channel's odds moves.
import type { MatchType } from '../../../contract/events';
import type { OddsMarket } from '../../../streams/odds';
import { LiveState } from './live-state';
import { marketName } from './market-labels';
import { MarketTable } from './market-table';
import { OddsCard } from './odds-card';
import { ThreeTable } from './three-table';
import { useMatchOdds } from './use-odds';

export type { OddsMarket };

export function OddsTab({
  type,
  matchId,
  market,
}: {
  type: MatchType;
  matchId: number;
  market: OddsMarket;
}) {
  const live = useMatchOdds(type, matchId);
  return (
    <div data-testid="odds-tab" data-market={market}>
      <OddsCard
        title={`${marketName(type, market)}指数`}
        note="初盘与即时盘 · 实时更新"
        stale={live.status === 'ready' && live.stale}
      >
        <LiveState live={live}>
          {(odds) => (
            <MarketTable
              type={type}
              market={market}
              matchId={matchId}
              lines={odds.markets[market]}
              links
            />
          )}
        </LiveState>
      </OddsCard>
    </div>
  );
}

export function ThreeTab({ type, matchId }: { type: MatchType; matchId: number }) {
  const live = useMatchOdds(type, matchId);
  return (
    <div data-testid="three-tab">
      <OddsCard
        title="三合一指数"
        note="初盘在上，即时盘在下 · 点击查看变盘详情"
        stale={live.status === 'ready' && live.stale}
      >
        <LiveState live={live}>{(odds) => <ThreeTable odds={odds} />}</LiveState>
      </OddsCard>
    </div>
  );
}
