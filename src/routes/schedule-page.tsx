// /next (赛程, with a 足球 / 篮球 switch), /football/next, /football/end, /basketball/next and /basketball/end.
import { useNavigate } from '@tanstack/react-router';
import type { MatchType } from '../../contract/events';
import type { SchedulePath } from '../features/schedule/date-strip-bar';
import { ScheduleView } from '../features/schedule/schedule-view';

export function SchedulePage({
  type,
  range,
  date,
  sport = 'football',
}: {
  type?: MatchType;
  range: 'next' | 'end';
  date?: string;
  /** /next: the sport shown (in the URL, so a reload keeps it). */
  sport?: MatchType;
}) {
  const navigate = useNavigate();
  if (type !== undefined) {
    const path = `/${type}/${range}` as SchedulePath;
    return <ScheduleView key={path} type={type} range={range} date={date} path={path} />;
  }
  // The other sport has other days: switching drops the chosen one.
  const switchSport = (next: MatchType) => {
    void navigate({ to: '/next', search: next === 'basketball' ? { sport: next } : {} });
  };
  return (
    <ScheduleView
      key={sport}
      type={sport}
      range="next"
      date={date}
      path="/next"
      onSport={switchSport}
    />
  );
}
