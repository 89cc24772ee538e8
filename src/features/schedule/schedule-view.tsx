// A schedule or results page of one sport: the date strip (spec §4: at most 7 days) over the chosen day's
// live list. The day comes from ?date=, else today or the nearest day with matches.

import { scheduleDates } from '../../../contract/calls/live-match';
import type { MatchType } from '../../../contract/events';
import { chinaDay } from '../../../contract/format/china-day';
import type { ScheduleRange } from '../../api/schedule';
import { callQuery } from '../../lib/query';
import { useCall } from '../../lib/use-call';
import { defaultDay, stripDates } from './date-strip';
import { DateStripBar, type SchedulePath } from './date-strip-bar';
import { DayMatches } from './day-matches';
import { LoadingRows, PageTitle, RowFlashStyle } from './list-states';
import { ScheduleNav } from './schedule-nav';

const sportName = { football: '足球', basketball: '篮球' } as const;

export function ScheduleView({
  type,
  range,
  date,
  path,
  onSport,
}: {
  type: MatchType;
  range: ScheduleRange;
  date?: string;
  path: SchedulePath;
  onSport?: (type: MatchType) => void;
}) {
  // A failed strip still lets the page show a day: today's, or the one asked for.
  const strip = useCall(callQuery(scheduleDates, { type, range }), {
    today: chinaDay(),
    dates: [],
  });
  const dates = strip ? stripDates(strip.dates, range) : [];
  const day = date ?? (strip ? defaultDay(dates, strip.today, range) : null);
  const title = `${sportName[type]}${range === 'next' ? '赛程' : '赛果'}`;
  return (
    <div className="mx-auto w-content lg:py-5">
      <RowFlashStyle />
      <PageTitle
        title={title}
        hint={range === 'next' ? '未来赛事 · 实时更新' : '完场比分 · 实时更新'}
      />
      <div
        data-testid="schedule-page"
        data-type={type}
        data-range={range}
        className="rounded-lg bg-white shadow-sm"
      >
        <ScheduleNav type={type} range={range} onSport={onSport} />
        {strip ? (
          <DateStripBar path={path} dates={dates} today={strip.today} day={day ?? ''} />
        ) : (
          <div data-testid="date-strip-loading" className="h-[68px] border-b border-neutral-100" />
        )}
        {day ? <DayMatches type={type} range={range} day={day} /> : <LoadingRows />}
      </div>
    </div>
  );
}
