// /v/grade (我的等级): the level card with its progress bar, 签到 with the streak calendar, the daily and newcomer
// tasks (去完成 / 领取), how experience is earned today against each cap, and the privileges of each tier.
import { useQuery } from '@tanstack/react-query';
import { CheckinCard } from '../../features/grade/checkin-card';
import { EarnGuide } from '../../features/grade/earn-guide';
import { myGradeQuery, taskListQuery } from '../../features/grade/grade-queries';
import { LevelCard } from '../../features/grade/level-card';
import { PrivilegeTable } from '../../features/grade/privilege-table';
import { TaskList } from '../../features/grade/task-list';
import { CentreCard, LoadState, UserCentreFrame } from '../../features/user-centre/centre-frame';

export function VGradePage() {
  const grade = useQuery(myGradeQuery);
  const tasks = useQuery(taskListQuery);
  const reload = () => Promise.all([grade.refetch(), tasks.refetch()]);
  return (
    <UserCentreFrame active="grade" testId="v-grade">
      <CentreCard title="我的等级" note="等级由经验决定，经验越多等级越高">
        {grade.data ? (
          <div className="space-y-6">
            <LevelCard grade={grade.data} />
            <div className="border-t border-neutral-100 pt-5">
              <CheckinCard checkin={grade.data.checkin} onDone={reload} />
            </div>
          </div>
        ) : (
          <LoadState error={grade.error?.message ?? null} onRetry={() => void grade.refetch()} />
        )}
      </CentreCard>
      <CentreCard title="任务中心" note="完成任务领取经验和球票" testId="grade-tasks">
        {tasks.data ? (
          <TaskList tasks={tasks.data.list} onClaimed={reload} />
        ) : (
          <LoadState error={tasks.error?.message ?? null} onRetry={() => void tasks.refetch()} />
        )}
      </CentreCard>
      <CentreCard title="如何获得经验" note="每项每天有上限，北京时间 0 点重置">
        {grade.data ? (
          <EarnGuide today={grade.data.today} />
        ) : (
          <LoadState error={grade.error?.message ?? null} onRetry={() => void grade.refetch()} />
        )}
      </CentreCard>
      <CentreCard title="等级特权">
        <PrivilegeTable level={grade.data?.level ?? 0} />
      </CentreCard>
    </UserCentreFrame>
  );
}
