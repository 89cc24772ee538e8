// /guide/expert/comList: the matches that have plans (not yet over, soonest first) with their plan and free
// counts and some of the experts; tapping a match opens its plans under it.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CallData } from '../../../contract/call';
import { EXPERT_PAGE_SIZE, type PlanSport, planMatches } from '../../../contract/calls/expert';
import { formatShort } from '../../../contract/format/dates';
import { request } from '../../api/request';
import { Crest } from '../../components/crest';
import { sportLabels } from '../../features/expert/labels';
import { PagedBody } from '../../features/expert/paged-body';
import { PillTabs } from '../../features/expert/pill-tabs';
import { PlanFeed } from '../../features/expert/plan-feed';

type PlanMatchRow = CallData<typeof planMatches>['list'][number];

const matchesQuery = (sport: PlanSport) =>
  infiniteQueryOptions({
    queryKey: [planMatches.path, { sport }, 'pages'] as const,
    queryFn: ({ pageParam }) =>
      request(
        planMatches,
        { sport, pageParam: { pageNum: pageParam, pageSize: EXPERT_PAGE_SIZE } },
        { progress: false },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, all) =>
      last.success && all.length * EXPERT_PAGE_SIZE < last.data.total ? all.length + 1 : undefined,
  });

function Team({ id, name, home = false }: { id: number; name: string; home?: boolean }) {
  return (
    <span className={`flex min-w-0 items-center gap-1.5 ${home ? 'flex-row-reverse' : ''}`}>
      <Crest kind="team" id={id} name={name} size={20} lazy />
      <span className="truncate text-sm font-medium text-neutral-900">{name}</span>
    </span>
  );
}

function MatchRow({
  match,
  open,
  onToggle,
}: {
  match: PlanMatchRow;
  open: boolean;
  onToggle(): void;
}) {
  return (
    <li
      data-testid="plan-match"
      data-match-id={match.id}
      className="border-b border-neutral-100 last:border-0"
    >
      <button
        type="button"
        aria-expanded={open}
        onClick={onToggle}
        className={`grid w-full grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-3 text-left hover:bg-neutral-50 ${open ? 'bg-brand-50/40' : ''}`}
      >
        <span className="flex items-center gap-2 text-xs text-neutral-400">
          <span className="text-neutral-500">{match.competition}</span>
          {match.lotteryNo && <span>{match.lotteryNo}</span>}
          <span className="font-mono">{formatShort(match.kickoffAt)}</span>
        </span>
        <span className="row-span-2 text-right">
          <span className="block text-sm font-semibold text-brand-600">{match.plans} 个方案</span>
          <span className="block text-[11px] text-emerald-600">
            {match.free > 0 ? `${match.free} 个免费` : ''}
          </span>
        </span>
        <span className="grid max-w-md grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
          <Team id={match.homeId} name={match.home} home />
          <span className="text-xs text-neutral-400">VS</span>
          <Team id={match.awayId} name={match.away} />
        </span>
        {match.experts.length > 0 && (
          <span className="col-span-2 truncate text-[11px] text-neutral-400">
            {match.experts.slice(0, 4).join('、')} 等专家已发布
          </span>
        )}
      </button>
      {open && (
        <div className="border-t border-neutral-100 bg-neutral-50 p-2 lg:p-3">
          <div className="overflow-hidden rounded-lg ring-1 ring-neutral-100">
            <PlanFeed
              testId="match-plans"
              source={{ call: 'list', body: { matchId: match.id, sort: 'hot' } }}
              empty="本场暂无在售方案"
            />
          </div>
        </div>
      )}
    </li>
  );
}

export function ComListPage() {
  const [sport, setSport] = useState<PlanSport>('football');
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useInfiniteQuery(matchesQuery(sport));
  return (
    <div className="mx-auto w-full max-w-4xl px-3 py-3 lg:py-5">
      <section data-testid="com-list" className="overflow-hidden rounded-lg bg-white shadow-sm">
        <header className="flex items-center gap-3 border-b border-neutral-100 px-4 py-3">
          <h1 className="text-lg font-bold text-neutral-900">赛事方案</h1>
          <PillTabs
            label="运动"
            testId="com-sport"
            value={sport}
            onChange={(s) => {
              setSport(s);
              setOpenId(null);
            }}
            tabs={(['football', 'basketball'] as const).map((s) => ({
              value: s,
              label: sportLabels[s],
            }))}
          />
        </header>
        <PagedBody
          {...list}
          failText="比赛加载失败"
          empty="暂无专家发布方案的比赛"
          emptyTestId="com-list-empty"
        >
          {(matches) => (
            <ul>
              {matches.map((m) => (
                <MatchRow
                  key={m.id}
                  match={m}
                  open={openId === m.id}
                  onToggle={() => setOpenId(openId === m.id ? null : m.id)}
                />
              ))}
            </ul>
          )}
        </PagedBody>
      </section>
    </div>
  );
}
