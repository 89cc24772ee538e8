// /football/allEventCom, /football/allEventComCopy and /basketball/lqAllEventCom: the full-page competition
// filter of the board (scope 'board') or of the football schedule and results pages (scope 'schedule').
import { useNavigate } from '@tanstack/react-router';
import type { MatchType } from '../../contract/events';
import type { DayCompetitions } from '../api/schedule';
import { returnPath } from '../features/events-filter/competition-groups';
import { CompetitionPicker } from '../features/events-filter/competition-picker';
import { LoadingRows, PageTitle } from '../features/schedule/list-states';
import { useCall } from '../lib/use-call';
import { dayCompetitionsQuery, type EventsSearch } from './events-search';

const sportName = { football: '足球', basketball: '篮球' } as const;

/** What a failed load stands as (told apart by identity from a day without competitions). */
const FAILED: DayCompetitions = { date: '', competitions: [] };

export function EventsFilterPage({
  type,
  scope,
  search: { date, range },
}: {
  type: MatchType;
  scope: 'board' | 'schedule';
  search: EventsSearch;
}) {
  const answer = useCall(dayCompetitionsQuery(type, date), FAILED);
  const navigate = useNavigate();
  const back = () =>
    void navigate({
      to: returnPath(type, scope, range ?? 'next'),
      search: scope === 'schedule' && date ? { date } : {},
    });
  const title = `${sportName[type]}${scope === 'schedule' ? (range === 'end' ? '赛果' : '赛程') : ''}赛事筛选`;
  return (
    <div className="mx-auto w-content py-5">
      <PageTitle title={title} hint={answer?.date ? `${answer.date} 的赛事` : undefined} />
      <div data-testid="events-page" data-scope={scope} className="rounded-lg bg-white shadow-sm">
        {answer === null && <LoadingRows rows={6} />}
        {answer === FAILED && (
          <div
            data-testid="events-failed"
            className="flex h-48 items-center justify-center text-sm text-neutral-500"
          >
            赛事加载失败，请稍后刷新重试
          </div>
        )}
        {answer !== null && answer !== FAILED && (
          <CompetitionPicker
            type={type}
            scope={scope}
            list={answer.competitions}
            onDone={back}
            onCancel={back}
          />
        )}
      </div>
    </div>
  );
}
