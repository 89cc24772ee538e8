// Calls of levels and tasks (issue 23): my grade, the level table, daily check-in (签到), the task list and
// POST /api/task/reward (spec §7, JSON). Thresholds, caps and tasks themselves live in contract/grade.ts.
import { z } from 'zod';
import { defineCall } from '../call';
import { experienceSources, tasks } from '../grade';

const count = () => z.number().int().nonnegative().safe();

export const sourceToday = z.object({
  source: z.enum(experienceSources),
  label: z.string(),
  rule: z.string(),
  earned: count().describe('今日已获得'),
  cap: count().describe('每日上限'),
});

export const checkinState = z.object({
  /** Checked in today (China day). */
  today: z.boolean(),
  /** Consecutive days up to today (or up to yesterday when not yet today); 0 when broken. */
  streak: count(),
  /** The China days of the last 7 checked in, for the calendar (YYYY-MM-DD). */
  days: z.array(z.string()),
  /** Today's reward if checked in now (or the one got today). */
  reward: count(),
});

export const myGrade = z.object({
  level: count(),
  experience: count(),
  /** This level's threshold and the next one's (null at the top level). */
  levelFrom: count(),
  levelTo: count().nullable(),
  tierName: z.string(),
  today: z.array(sourceToday),
  checkin: checkinState,
});
export type MyGrade = z.output<typeof myGrade>;

export const gradeMine = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/grade/mine',
  summary: '我的等级：等级、经验、本级与下一级门槛、今日各来源经验与上限、签到状态',
  tag: 'grade',
  auth: 'required',
  response: myGrade,
});

export const gradeLevels = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/grade/levels',
  summary: '等级表：每级所需经验、段位与特权',
  tag: 'grade',
  auth: 'none',
  response: z.object({
    levels: z.array(
      z.object({
        level: count(),
        experience: count().describe('达到该等级所需累计经验'),
        tierName: z.string(),
        badgeColor: z.string(),
        chatColor: z.string().nullable(),
        privileges: z.array(z.string()),
      }),
    ),
  }),
});

export const gradeCheckin = defineCall({
  host: 'api',
  method: 'POST',
  path: '/api/grade/checkin',
  summary: '每日签到（北京时间每天一次），连续签到奖励递增；今天已签到返回 22101',
  tag: 'grade',
  auth: 'required',
  encoding: 'json',
  successMsg: '签到成功',
  response: z.object({
    streak: count(),
    reward: count().describe('本次获得经验'),
    experience: count(),
    level: count(),
  }),
});

export const taskStates = ['todo', 'claimable', 'claimed'] as const;
export const taskStateLabels = { todo: '未完成', claimable: '可领取', claimed: '已领取' } as const;

export const taskItem = z.object({
  id: z.string(),
  kind: z.enum(['daily', 'newcomer']),
  title: z.string(),
  progress: count(),
  goal: count(),
  unit: z.string(),
  state: z.enum(taskStates),
  reward: z.object({ kind: z.enum(['exp', 'ticket']), amount: count() }),
  href: z.string(),
});
export type TaskItem = z.output<typeof taskItem>;

export const taskList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/task/list',
  summary: '任务列表：每日任务与新手任务的进度、状态（未完成/可领取/已领取）和奖励',
  tag: 'grade',
  auth: 'required',
  response: z.object({ list: z.array(taskItem) }),
});

export const TASK_ID_MAX = 40;

export const taskReward = defineCall({
  host: 'api',
  method: 'POST',
  path: '/api/task/reward',
  summary: '领取任务奖励：每日任务每天一次，新手任务一次；球票奖励以系统赠送记入钱包',
  tag: 'grade',
  auth: 'required',
  encoding: 'json',
  successMsg: '领取成功',
  body: z.object({
    taskId: z.string().min(1).max(TASK_ID_MAX).describe(`任务 ID，如 ${tasks[0]?.id}`),
  }),
  response: z.object({
    taskId: z.string(),
    reward: z.object({ kind: z.enum(['exp', 'ticket']), amount: count() }),
    experience: count(),
    level: count(),
    balance: z.number(),
    ticket: z.number(),
  }),
});
