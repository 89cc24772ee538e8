// The links above a schedule or results page: 赛程 / 赛果 of the sport and its live board, and on /next the
// 足球 / 篮球 switch.
import { Link } from '@tanstack/react-router';
import type { MatchType } from '../../../contract/events';
import type { ScheduleRange } from '../../api/schedule';

const sportName = { football: '足球', basketball: '篮球' } as const;

const tab = (active: boolean) =>
  `rounded px-3 py-1.5 text-sm transition ${
    active ? 'bg-brand-500 font-semibold text-white' : 'text-neutral-700 hover:bg-neutral-100'
  }`;

export function ScheduleNav({
  type,
  range,
  onSport,
}: {
  type: MatchType;
  range: ScheduleRange;
  /** /next only: the sport switch (the page stays /next). */
  onSport?: (type: MatchType) => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-neutral-100 px-3 py-2.5">
      <div className="flex items-center gap-1" role="tablist" aria-label="赛程赛果">
        <Link
          to={type === 'football' ? '/football/next' : '/basketball/next'}
          role="tab"
          aria-selected={range === 'next'}
          data-testid="nav-next"
          className={tab(range === 'next')}
        >
          {sportName[type]}赛程
        </Link>
        <Link
          to={type === 'football' ? '/football/end' : '/basketball/end'}
          role="tab"
          aria-selected={range === 'end'}
          data-testid="nav-end"
          className={tab(range === 'end')}
        >
          {sportName[type]}赛果
        </Link>
        <Link
          to={type === 'football' ? '/football' : '/basketball'}
          data-testid="nav-board"
          className={tab(false)}
        >
          即时比分
        </Link>
      </div>
      {onSport && (
        <fieldset
          className="flex items-center rounded border border-neutral-200 p-0.5"
          aria-label="运动"
        >
          {(['football', 'basketball'] as const).map((t) => (
            <button
              key={t}
              type="button"
              data-testid={`sport-${t}`}
              aria-pressed={t === type}
              onClick={() => onSport(t)}
              className={`rounded px-3 py-1 text-sm ${
                t === type ? 'bg-brand-500 text-white' : 'text-neutral-600 hover:text-brand-600'
              }`}
            >
              {sportName[t]}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
