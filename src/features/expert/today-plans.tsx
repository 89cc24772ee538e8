// 在售方案 on the 有料 home: 足球 / 篮球, the sport's play types (全部 first) and 只看免费, over today's plans
// on sale (by sales), 加载更多 below.
import { useState } from 'react';
import type { PlanSport } from '../../../contract/calls/expert';
import { SiteLink } from '../../components/site-link';
import { playTypesOf, sportLabels } from './labels';
import { PillTabs } from './pill-tabs';
import { PlanFeed } from './plan-feed';
import { SectionHead } from './section-head';

export function TodayPlans() {
  const [sport, setSport] = useState<PlanSport>('football');
  const [playType, setPlayType] = useState<number | undefined>(undefined);
  const [free, setFree] = useState(false);
  return (
    <section data-testid="today-plans" className="space-y-3">
      <SectionHead
        title="在售方案"
        more={
          <SiteLink
            href="/guide/expert/comList"
            data-testid="to-com-list"
            className="text-sm text-neutral-500 hover:text-brand-600"
          >
            按比赛找方案 ›
          </SiteLink>
        }
      />
      <div className="overflow-hidden rounded-lg bg-white shadow-sm">
        <div className="space-y-2 border-b border-neutral-100 px-3 py-2.5">
          <div className="flex items-center gap-2">
            <PillTabs
              label="运动"
              testId="plans-sport"
              value={sport}
              onChange={(s) => {
                setSport(s);
                setPlayType(undefined);
              }}
              tabs={(['football', 'basketball'] as const).map((s) => ({
                value: s,
                label: sportLabels[s],
              }))}
            />
            <label className="ml-auto flex min-h-9 shrink-0 cursor-pointer items-center gap-1.5 text-sm text-neutral-600">
              <input
                type="checkbox"
                data-testid="plans-free"
                checked={free}
                onChange={(e) => setFree(e.target.checked)}
                className="size-4 accent-brand-500"
              />
              只看免费
            </label>
          </div>
          <PillTabs
            label="玩法"
            testId="plans-type"
            tone="soft"
            value={playType}
            onChange={setPlayType}
            tabs={[
              { value: undefined, label: '全部' },
              ...playTypesOf(sport).map((t) => ({ value: t.code, label: t.label })),
            ]}
          />
        </div>
        <PlanFeed
          source={{
            call: 'index',
            body: { sport, ...(playType ? { playType } : {}), ...(free ? { free: 1 } : {}) },
          }}
          empty={free ? '暂时没有免费方案' : '暂时没有在售方案，稍后再来看看'}
        />
      </div>
    </section>
  );
}
