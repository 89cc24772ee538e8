// The side column's 连红榜: the five experts on the longest current run, with the full rankings a tap away.
import { expertRanks } from '../../../contract/calls/expert';
import { SiteLink } from '../../components/site-link';
import { callQuery } from '../../lib/query';
import { useCall } from '../../lib/use-call';
import { ExpertRankRow } from './expert-card';

export function StreakTop() {
  const answer = useCall(
    callQuery(expertRanks, { rank: 'streak', pageParam: { pageNum: 1, pageSize: 5 } }),
    { list: [], total: 0 },
  );
  return (
    <section data-testid="streak-top" className="overflow-hidden rounded-lg bg-white shadow-sm">
      <div className="flex items-center justify-between border-b border-neutral-100 px-4 py-3">
        <h3 className="font-semibold text-neutral-900">连红榜</h3>
        <SiteLink href="/guide/expert" className="text-xs text-neutral-500 hover:text-brand-600">
          全部榜单 ›
        </SiteLink>
      </div>
      {answer === null ? (
        <div className="h-60 animate-pulse" />
      ) : answer.list.length === 0 ? (
        <p className="py-8 text-center text-sm text-neutral-400">结算满 5 个方案的专家才上榜</p>
      ) : (
        answer.list.map((expert, i) => (
          <ExpertRankRow key={expert.id} expert={expert} place={i + 1} kind="streak" compact />
        ))
      )}
    </section>
  );
}
