// /guide and /youliao, the 有料 home: hot experts in a row, today's plans with 足球/篮球, play type and 免费
// filters, and beside them (below on a phone) the 连红榜, the way to the rankings and why records are provable.
import { SiteLink } from '../../components/site-link';
import { HotExperts } from '../../features/expert/hot-experts';
import { StreakTop } from '../../features/expert/streak-top';
import { TodayPlans } from '../../features/expert/today-plans';
import { TrustNote } from '../../features/expert/trust-note';

const entries = [
  { href: '/guide/expert', label: '专家榜', note: '命中率 · 连红 · 回报率' },
  { href: '/guide/expert/comList', label: '赛事方案', note: '按比赛查看专家方案' },
];

export function GuidePage() {
  return (
    <div
      data-testid="guide-page"
      className="mx-auto w-content space-y-4 px-3 py-3 lg:space-y-5 lg:py-5 desk:px-0"
    >
      <HotExperts />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_320px] lg:gap-5">
        <TodayPlans />
        <div className="space-y-4">
          <nav aria-label="有料入口" className="grid grid-cols-2 gap-3">
            {entries.map((e) => (
              <SiteLink
                key={e.href}
                href={e.href}
                className="rounded-lg bg-gradient-to-br from-brand-500 to-accent-500 px-4 py-3 text-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <span className="block font-bold">{e.label}</span>
                <span className="mt-0.5 block text-xs text-white/80">{e.note}</span>
              </SiteLink>
            ))}
          </nav>
          <StreakTop />
          <TrustNote />
        </div>
      </div>
    </div>
  );
}
