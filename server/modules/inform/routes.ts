// HTTP routes of the inform module.
import type { FastifyInstance } from 'fastify';
import { feedbackAdd } from '../../../contract/calls/inform';
import { route } from '../../http/route';
import { addFeedback } from './feedback';

export function informRoutes(app: FastifyInstance) {
  route(app, feedbackAdd, ({ body, user }) =>
    addFeedback(app.ctx.db, {
      userId: user?.id ?? null,
      type: body.type,
      content: body.content,
      contact: body.contact ?? '',
    }),
  );
}
