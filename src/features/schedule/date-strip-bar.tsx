// The date strip of a schedule or results page: up to 7 days, each MM-DD, 周X (今天) and its match count;
// a tab is a link with ?date=, so the day survives a reload and the back button.
import { Link } from '@tanstack/react-router';
import { dayCaption, monthDayLabel, type StripDate } from './date-strip';

export type SchedulePath =
  | '/next'
  | '/football/next'
  | '/football/end'
  | '/basketball/next'
  | '/basketball/end';

export function DateStripBar({
  path,
  dates,
  today,
  day,
}: {
  path: SchedulePath;
  dates: readonly StripDate[];
  today: string;
  /** The day shown. */
  day: string;
}) {
  if (dates.length === 0)
    return (
      <div data-testid="date-strip" className="px-3 py-3 text-sm text-neutral-400">
        近两周暂无比赛
      </div>
    );
  return (
    <nav
      data-testid="date-strip"
      aria-label="日期"
      // A phone scrolls the seven days sideways inside the strip, never the page.
      className="flex gap-2 overflow-x-auto border-b border-neutral-100 px-3 py-3 [scrollbar-width:none] lg:grid lg:grid-cols-7"
    >
      {dates.map(({ date, count }) => {
        const active = date === day;
        return (
          <Link
            key={date}
            to={path}
            // Keeps the rest of the search (the sport of /next).
            search={(prev: Record<string, unknown>) => ({ ...prev, date })}
            data-testid="strip-date"
            data-date={date}
            data-active={active}
            aria-current={active ? 'date' : undefined}
            className={`flex min-w-[76px] shrink-0 flex-col items-center rounded-md border py-1.5 leading-tight transition lg:min-w-0 ${
              active
                ? 'border-brand-500 bg-brand-500 text-white'
                : 'border-neutral-200 text-neutral-700 hover:border-brand-400 hover:text-brand-600'
            }`}
          >
            <span className="font-mono text-sm font-semibold">{monthDayLabel(date)}</span>
            <span className={`text-xs ${active ? 'text-white/90' : 'text-neutral-500'}`}>
              {dayCaption(date, today)}
              <span className={`ml-1 font-mono ${active ? 'text-white/80' : 'text-neutral-400'}`}>
                {count}场
              </span>
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
