// 热门专家: a sideways row of expert cards on a phone, a grid of five on the desktop, with 专家榜 ›.
import { hotExperts } from '../../../contract/calls/expert';
import { SiteLink } from '../../components/site-link';
import { callQuery } from '../../lib/query';
import { useCallResult } from '../../lib/use-call-result';
import { HotExpertCard } from './expert-card';
import { SectionHead } from './section-head';

export function HotExperts() {
  const { data, error, reload } = useCallResult(callQuery(hotExperts, { limit: 10 }));
  return (
    <section data-testid="hot-experts" className="space-y-3">
      <SectionHead
        title="热门专家"
        more={
          <SiteLink
            href="/guide/expert"
            data-testid="to-rankings"
            className="text-sm text-neutral-500 hover:text-brand-600"
          >
            专家榜 ›
          </SiteLink>
        }
      />
      {error ? (
        <p className="rounded-lg bg-white py-8 text-center text-sm text-neutral-500">
          {error}
          <button type="button" onClick={reload} className="ml-2 text-brand-600 underline">
            重试
          </button>
        </p>
      ) : data === null ? (
        <div className="h-[172px] animate-pulse rounded-lg bg-white" />
      ) : data.length === 0 ? (
        <p className="rounded-lg bg-white py-8 text-center text-sm text-neutral-400">
          专家正在入驻中
        </p>
      ) : (
        <div className="-mx-3 flex snap-x gap-3 overflow-x-auto px-3 pb-1 [scrollbar-width:none] lg:mx-0 lg:grid lg:grid-cols-5 lg:overflow-visible lg:px-0">
          {data.map((expert) => (
            <HotExpertCard key={expert.id} expert={expert} />
          ))}
        </div>
      )}
    </section>
  );
}
