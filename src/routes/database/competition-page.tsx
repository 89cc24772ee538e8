// A competition in the data library (/database/{fb|lq}/{id} and the hot-league links with season and
// tab): the head with its seasons, then the table, schedule, bracket or leaders.
import { useQuery } from '@tanstack/react-query';
import type { CompetitionTab } from '../../../contract/pages';
import { BracketTab } from '../../features/library/competition/bracket';
import { CompetitionHeader } from '../../features/library/competition/header';
import { LeadersTab } from '../../features/library/competition/leaders';
import { headQuery } from '../../features/library/competition/queries';
import { ScheduleTab } from '../../features/library/competition/schedule';
import { StandingsTab } from '../../features/library/competition/standings';
import { TabState } from '../../features/library/competition/tab-state';
import type { Sport } from '../../features/library/sport';
import { pageNotFound } from '../error-page';

const COMPETITION_NOT_FOUND = 14004;

export function CompetitionPage(props: {
  sport: Sport;
  id: number;
  seasonId?: number;
  tab: CompetitionTab;
}) {
  const { sport, id } = props;
  const query = useQuery(headQuery(id, props.seasonId));
  const answer = query.data;
  if (answer && !answer.success && answer.code === COMPETITION_NOT_FOUND) throw pageNotFound();
  if (answer?.success && answer.data.competition.matchType !== sport) throw pageNotFound();
  if (!answer?.success)
    return (
      <div className="mx-auto w-full max-w-[1200px] px-3 py-3">
        <TabState answer={answer} reload={() => void query.refetch()} />
      </div>
    );
  const { competition, season, seasons, tabs, hasData } = answer.data;
  // A tab the competition has not (a cup's table, a league's bracket) opens the first it has.
  const tab = tabs.includes(props.tab) ? props.tab : (tabs[0] as CompetitionTab);
  const tabProps = { sport, id, seasonId: season.id };
  return (
    <div
      data-testid="competition-page"
      data-id={id}
      data-tab={tab}
      className="mx-auto flex w-full max-w-[1200px] flex-col gap-3 px-3 py-3"
    >
      <CompetitionHeader
        sport={sport}
        c={competition}
        season={season}
        seasons={seasons}
        tab={tab}
        tabs={tabs}
      />
      {!hasData ? (
        <p className="rounded-lg bg-white py-10 text-center text-sm text-neutral-500">
          该赛季暂无数据
        </p>
      ) : tab === 'standings' ? (
        <StandingsTab {...tabProps} current={season.current} />
      ) : tab === 'schedule' ? (
        <ScheduleTab {...tabProps} />
      ) : tab === 'bracket' ? (
        <BracketTab {...tabProps} />
      ) : (
        <LeadersTab {...tabProps} />
      )}
    </div>
  );
}
