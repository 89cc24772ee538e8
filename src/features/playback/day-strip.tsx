// The playback home's day strip: today and the six days before it (Beijing dates), 今天 or the weekday under
// each MM-DD as the schedule's strip shows them; a phone scrolls it sideways inside itself.
import { addChinaDays } from '../../../contract/format/china-day';
import { dayCaption, monthDayLabel } from '../schedule/date-strip';

export const PLAYBACK_DAYS = 7;

/** Today first, then each day before it. */
export const playbackDays = (today: string) =>
  Array.from({ length: PLAYBACK_DAYS }, (_, i) => addChinaDays(today, -i));

export function DayStrip({
  today,
  day,
  onPick,
}: {
  today: string;
  day: string;
  onPick(day: string): void;
}) {
  return (
    <nav
      data-testid="playback-days"
      aria-label="日期"
      className="flex gap-2 overflow-x-auto [scrollbar-width:none] lg:grid lg:grid-cols-7"
    >
      {playbackDays(today).map((date) => {
        const active = date === day;
        return (
          <button
            key={date}
            type="button"
            data-testid="playback-day"
            data-date={date}
            aria-current={active ? 'date' : undefined}
            onClick={() => onPick(date)}
            className={`flex min-w-[68px] shrink-0 flex-col items-center rounded-md border py-1.5 leading-tight transition lg:min-w-0 ${
              active
                ? 'border-brand-500 bg-brand-500 text-white'
                : 'border-neutral-200 bg-white text-neutral-700 hover:border-brand-400 hover:text-brand-600'
            }`}
          >
            <span className="font-mono text-sm font-semibold">{monthDayLabel(date)}</span>
            <span className={`text-xs ${active ? 'text-white/90' : 'text-neutral-500'}`}>
              {dayCaption(date, today)}
            </span>
          </button>
        );
      })}
    </nav>
  );
}
