// The level card of /v/grade: the badge, the tier, experience and the bar to the next level.
import type { MyGrade } from '../../../contract/calls/grade';
import { tierOf } from '../../../contract/grade';
import { LevelBadge } from './level-badge';

export function LevelCard({ grade }: { grade: MyGrade }) {
  const tier = tierOf(grade.level);
  const span = grade.levelTo === null ? 1 : grade.levelTo - grade.levelFrom;
  const done = grade.levelTo === null ? 1 : (grade.experience - grade.levelFrom) / span;
  const percent = Math.max(0, Math.min(100, Math.round(done * 100)));
  const todayTotal = grade.today.reduce((n, s) => n + s.earned, 0);
  return (
    <div data-testid="grade-level-card" className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div
        className="flex h-20 w-20 shrink-0 flex-col items-center justify-center rounded-full text-white shadow"
        style={{ backgroundImage: `linear-gradient(135deg, ${tier.badgeFrom}, ${tier.badgeTo})` }}
      >
        <span className="text-[11px] opacity-90">{tier.name}</span>
        <span data-testid="grade-level" className="text-2xl leading-7 font-bold italic">
          Lv.{grade.level}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <LevelBadge level={grade.level} />
          <span className="text-neutral-500">
            经验{' '}
            <b data-testid="grade-experience" className="font-mono text-neutral-900">
              {grade.experience}
            </b>
          </span>
          <span className="text-neutral-400">今日 +{todayTotal}</span>
        </div>
        <div
          className="mt-3 h-2.5 overflow-hidden rounded-full bg-neutral-100"
          role="progressbar"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label="升级进度"
        >
          <div
            className="h-full rounded-full transition-[width]"
            style={{
              width: `${percent}%`,
              backgroundImage: `linear-gradient(to right, ${tier.badgeFrom}, ${tier.badgeTo})`,
            }}
          />
        </div>
        <p className="mt-1.5 text-xs text-neutral-400">
          {grade.levelTo === null
            ? '已达到最高等级'
            : `距离 Lv.${grade.level + 1} 还需 ${grade.levelTo - grade.experience} 经验（${grade.experience}/${grade.levelTo}）`}
        </p>
      </div>
    </div>
  );
}
