// HTTP routes of levels and tasks, and the watch-minute tracker on the realtime gateway's room joins.
import fp from 'fastify-plugin';
import {
  gradeCheckin,
  gradeLevels,
  gradeMine,
  taskList,
  taskReward,
} from '../../../contract/calls/grade';
import { route } from '../../http/route';
import { checkIn } from './checkin';
import { levelTable, myGradeOf } from './mine';
import { claimTask, taskListOf } from './tasks';
import { watchTrackerOf } from './watch';

// Shared with the parent (fastify-plugin): the watch tracker listens on the app's one socket.io server and is
// keyed by the app's context, like the viewer counts.
export const gradeModule = fp(
  async (app) => {
    const { ctx } = app;
    watchTrackerOf(app);
    route(app, gradeMine, ({ user }) => myGradeOf(ctx, user.id));
    route(app, gradeLevels, async () => levelTable());
    route(app, gradeCheckin, ({ user }) => checkIn(ctx, user.id));
    route(app, taskList, async ({ user }) => ({ list: await taskListOf(ctx, user.id) }));
    route(app, taskReward, ({ user, body }) => claimTask(ctx, user.id, body.taskId));
  },
  { name: 'grade' },
);
