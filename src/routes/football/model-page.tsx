// /football/model?matchId=: the match as the market sees it — win / draw / loss probabilities read from the
// europe odds (margin removed), as a chart and over time, live with every odds move. Without a match: today's list.

import { SiteLink } from '../../components/site-link';
import { LiveState } from '../../features/odds/live-state';
import { detailHref, modelHref } from '../../features/odds/market-labels';
import { MatchCard } from '../../features/odds/match-card';
import { MatchPicker } from '../../features/odds/match-picker';
import { ProbabilityPanel, ProbabilityTrend } from '../../features/odds/model-panels';
import { OddsCard } from '../../features/odds/odds-card';
import { useMatchOdds } from '../../features/odds/use-odds';

function Explanation() {
  return (
    <OddsCard title="模型说明" testId="model-note">
      <p className="px-4 py-3 text-sm leading-6 text-neutral-600">
        本模型不做主观预测，概率完全来自市场：每个结果的隐含概率为 1 ÷ 欧赔，三者之和超出 100%
        的部分是公司的抽水，按比例扣除后即为上表的概率；平均值取所有公司去除抽水后概率的平均，赔率一变，概率随之更新。
      </p>
    </OddsCard>
  );
}

function Model({ matchId }: { matchId: number }) {
  const live = useMatchOdds('football', matchId);
  if (live.status !== 'ready')
    return (
      <div className="rounded-lg bg-white shadow-sm">
        <LiveState
          live={live}
          whenMissing={
            <SiteLink href="/football/model" className="text-brand-500 hover:underline">
              查看今日比赛的模型 ›
            </SiteLink>
          }
        >
          {() => null}
        </LiveState>
      </div>
    );
  const odds = live.value;
  return (
    <div className="flex flex-col gap-4">
      <MatchCard type="football" match={odds.match} stale={live.stale} />
      <nav className="flex gap-4 px-1 text-sm">
        <SiteLink
          href={detailHref('football', 'oupei', matchId)}
          className="text-brand-500 hover:underline"
        >
          欧赔变盘详情 ›
        </SiteLink>
        <SiteLink
          href={detailHref('football', 'table', matchId)}
          className="text-brand-500 hover:underline"
        >
          赔率表 ›
        </SiteLink>
      </nav>
      <ProbabilityPanel odds={odds} stale={live.stale} />
      <ProbabilityTrend odds={odds} />
      <Explanation />
    </div>
  );
}

export function ModelPage({ matchId }: { matchId?: number }) {
  return (
    <div data-testid="model-page" className="mx-auto w-content lg:py-5">
      <h1 className="mb-3 flex items-center gap-2 text-lg font-bold text-neutral-900">
        <span className="h-4 w-1 rounded-full bg-brand-500" />
        比赛模型
        <span className="text-xs font-normal text-neutral-400">
          由赔率换算的胜平负概率 · 实时更新
        </span>
      </h1>
      {matchId === undefined ? (
        <MatchPicker type="football" title="今日足球比赛" action="查看模型" hrefOf={modelHref} />
      ) : (
        <Model key={matchId} matchId={matchId} />
      )}
    </div>
  );
}
