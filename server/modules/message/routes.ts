// HTTP routes of the message centre, and its hourly retention sweep (not in tests: they sweep with their own clock).
import fp from 'fastify-plugin';
import {
  messageDelete,
  messageList,
  messageRead,
  messageSettings,
  messageSettingsSet,
  messageUnread,
} from '../../../contract/calls/message';
import { route } from '../../http/route';
import {
  deleteMessage,
  listMessages,
  markRead,
  setSetting,
  settingsOf,
  sweepMessages,
  unreadWithSeq,
} from './service';

const RETENTION_EVERY_MS = 3_600_000;

export const messageModule = fp(
  async (app) => {
    const { db, bus, config } = app.ctx;
    const deps = { db, bus, log: app.log };
    route(app, messageList, ({ query, user }) => listMessages(db, user.id, query));
    route(app, messageUnread, ({ user }) => unreadWithSeq(deps, user.id));
    route(app, messageRead, ({ body, user }) => markRead(deps, user.id, body));
    route(app, messageDelete, ({ body, user }) => deleteMessage(deps, user.id, body.id));
    route(app, messageSettings, ({ user }) => settingsOf(db, user.id));
    route(app, messageSettingsSet, ({ body, user }) =>
      setSetting(db, user.id, body.kind, body.enabled === 1),
    );

    let timer: NodeJS.Timeout | null = null;
    const sweep = () =>
      sweepMessages(db).then(
        (n) => n > 0 && app.log.info({ removed: n }, 'message: old notices swept'),
        (err) => app.log.error({ err }, 'message: retention sweep failed'),
      );
    app.addHook('onReady', async () => {
      if (config.env === 'test') return;
      timer = setInterval(sweep, RETENTION_EVERY_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'message' },
);
