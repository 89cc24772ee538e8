// /v/home's strip of levels: my level and the bar to the next one, today's check-in (签到 in place) and the
// count of task rewards waiting, all linking to /v/grade.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SiteLink } from '../../components/site-link';
import { showToast } from '../login/toast';
import { checkIn, myGradeQuery, taskListQuery } from './grade-queries';
import { LevelBadge } from './level-badge';

export function HomeGradeStrip() {
  const grade = useQuery(myGradeQuery);
  const tasks = useQuery(taskListQuery);
  const [busy, setBusy] = useState(false);
  const g = grade.data;
  if (!g) return null;
  const waiting = tasks.data?.list.filter((t) => t.state === 'claimable').length ?? 0;
  const percent =
    g.levelTo === null
      ? 100
      : Math.round(((g.experience - g.levelFrom) / Math.max(1, g.levelTo - g.levelFrom)) * 100);
  const go = async () => {
    setBusy(true);
    const answer = await checkIn();
    if (answer.success) showToast(`签到成功，经验 +${answer.data.reward}`, 'success');
    else showToast(answer.msg, 'error');
    await Promise.all([grade.refetch(), tasks.refetch()]);
    setBusy(false);
  };
  return (
    <section
      data-testid="home-grade"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-white px-4 py-3 shadow-sm sm:px-7"
    >
      <SiteLink
        href="/v/grade"
        className="flex min-w-0 basis-full items-center gap-3 sm:basis-0 sm:flex-1"
      >
        <LevelBadge level={g.level} />
        <div className="h-2 min-w-20 flex-1 overflow-hidden rounded-full bg-neutral-100">
          <div className="h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
        </div>
        <span className="shrink-0 text-xs text-neutral-400">
          {g.levelTo === null ? '满级' : `${g.experience}/${g.levelTo}`}
        </span>
      </SiteLink>
      <div className="ml-auto flex items-center gap-3 text-xs">
        {waiting > 0 && (
          <SiteLink href="/v/grade" className="text-brand-600 hover:underline">
            {waiting} 个任务奖励待领取
          </SiteLink>
        )}
        <button
          type="button"
          data-testid="home-checkin"
          disabled={g.checkin.today || busy}
          onClick={() => void go()}
          className="h-7 rounded-full bg-brand-500 px-4 font-semibold text-white hover:bg-brand-600 disabled:bg-neutral-200 disabled:text-neutral-500"
        >
          {g.checkin.today ? `已签到 ${g.checkin.streak} 天` : '签到'}
        </button>
      </div>
    </section>
  );
}
