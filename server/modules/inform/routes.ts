// HTTP routes of the inform module.
import type { FastifyPluginAsync } from 'fastify';
import { feedbackAdd } from '../../../contract/calls/inform';
import { route } from '../../http/route';
import { addFeedback } from './service';

export const informModule: FastifyPluginAsync = async (app) => {
  route(app, feedbackAdd, ({ body, user }) =>
    addFeedback(app.ctx.db, {
      userId: user?.id ?? null,
      type: body.type,
      content: body.content,
      contact: body.contact ?? '',
    }),
  );
};
