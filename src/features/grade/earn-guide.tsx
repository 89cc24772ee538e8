// How experience is earned: each source, its rule, and today's progress against its daily cap.
import type { MyGrade } from '../../../contract/calls/grade';

export function EarnGuide({ today }: { today: MyGrade['today'] }) {
  return (
    <ul data-testid="grade-sources" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {today.map((s) => {
        const full = s.earned >= s.cap;
        return (
          <li key={s.source} className="rounded-lg border border-neutral-100 px-3 py-2.5">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium text-neutral-800">{s.label}</span>
              <span className={`font-mono text-xs ${full ? 'text-green-600' : 'text-neutral-500'}`}>
                {s.earned}/{s.cap}
                {full && ' 已满'}
              </span>
            </div>
            <p className="mt-1 text-xs text-neutral-400">{s.rule}</p>
            <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-neutral-100">
              <div
                className="h-full rounded-full bg-amber-400"
                style={{
                  width: `${Math.min(100, Math.round((s.earned / Math.max(1, s.cap)) * 100))}%`,
                }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
