// 赔率表: every bookmaker's opening and instant lines of all three markets, each with average / highest /
// lowest rows; europe adds the fair probabilities and the return rate of each line.
import { type MatchOdds, oddsMarkets } from '../../../streams/odds';
import { marketName } from './market-labels';
import { MarketTable } from './market-table';
import { OddsCard } from './odds-card';

export function TableView({ odds, stale }: { odds: MatchOdds; stale: boolean }) {
  return (
    <div data-testid="table-view" className="flex flex-col gap-4">
      {oddsMarkets.map((market) => (
        <OddsCard
          key={market}
          title={marketName(odds.type, market)}
          note={
            market === 'europe'
              ? '概率 = 隐含概率按比例去除抽水；返还率 = 1 ÷ Σ(1/赔率)'
              : '初盘与即时盘'
          }
          stale={stale}
        >
          <MarketTable
            type={odds.type}
            market={market}
            matchId={odds.match.id}
            lines={odds.markets[market]}
            probabilities
            links
          />
        </OddsCard>
      ))}
    </div>
  );
}
