// The /v/grade page's data: my grade and the task list (re-read after a check-in or a claim), and its writes.
import { queryOptions } from '@tanstack/react-query';
import { gradeCheckin, gradeMine, taskList, taskReward } from '../../../contract/calls/grade';
import { request } from '../../api/request';

const dataOrThrow = async <T>(p: Promise<{ success: boolean; data: T | null; msg: string }>) => {
  const answer = await p;
  if (!answer.success || answer.data === null) throw new Error(answer.msg);
  return answer.data;
};

export const myGradeQuery = queryOptions({
  queryKey: ['grade-mine'],
  queryFn: () => dataOrThrow(request(gradeMine)),
  staleTime: 0,
});

export const taskListQuery = queryOptions({
  queryKey: ['grade-tasks'],
  queryFn: () => dataOrThrow(request(taskList)),
  staleTime: 0,
});

export const checkIn = () => request(gradeCheckin);
export const claimReward = (taskId: string) => request(taskReward, { taskId });
