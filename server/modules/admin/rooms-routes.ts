// Routes of the live-room wall and the site config desks (registered by the admin module).
import type { FastifyInstance } from 'fastify';
import {
  adminHotWordsSave,
  adminRoomCut,
  adminRoomWall,
  adminSiteConfig,
  adminSiteSettingsSave,
  adminWordEdit,
} from '../../../contract/calls/admin-rooms';
import { adminRoute } from './guard';
import { cutRoom } from './rooms-cut';
import { roomWall } from './rooms-wall';
import { editWord, saveHotWords, saveSiteSettings, siteConfig } from './site-config';

export function roomAdminRoutes(app: FastifyInstance) {
  adminRoute(app, adminRoomWall, () => roomWall(app));
  adminRoute(app, adminRoomCut, ({ params, body, actor }) =>
    cutRoom(app, actor, params.roomId, body.reason),
  );
  adminRoute(app, adminSiteConfig, () => siteConfig(app.ctx.db));
  adminRoute(app, adminSiteSettingsSave, ({ body, actor }) => {
    const { reason, ...changes } = body;
    return saveSiteSettings(app, actor, changes, reason);
  });
  adminRoute(app, adminHotWordsSave, ({ body, actor }) =>
    saveHotWords(app, actor, body.list, body.reason),
  );
  adminRoute(app, adminWordEdit, ({ body, actor }) =>
    editWord(app, actor, body.action, body.word, body.reason),
  );
}
