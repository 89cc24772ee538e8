// The leaderboards page (/live/rank): 主播榜 by gift income and 土豪榜 by gift spending, side by side.
import { rankAnchor, rankPrice } from '../../../contract/calls/rank';
import { RankBoard } from '../../features/rank/rank-board';

export function LiveRankPage() {
  return (
    <div data-testid="rank-page">
      <h1 className="mb-4 text-2xl font-black text-neutral-900">排行榜</h1>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-start">
        <RankBoard
          board="anchor"
          title="主播榜"
          hint="按收到礼物的球票计算"
          unit="球票"
          call={rankAnchor}
        />
        <RankBoard
          board="spender"
          title="土豪榜"
          hint="按送出礼物的球钻计算"
          unit="球钻"
          call={rankPrice}
        />
      </div>
    </div>
  );
}
