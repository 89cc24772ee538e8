// Routes of the 礼物、贵族与分成 desk (registered by the admin module).
import type { FastifyInstance } from 'fastify';
import {
  adminCatalogue,
  adminGiftAdd,
  adminGiftEdit,
  adminGiftIconUpload,
  adminNobilityPrices,
  adminSharesSave,
} from '../../../contract/calls/admin-catalogue';
import { addGift, catalogue, editGift, saveNobilityPrices, saveShares } from './catalogue';
import { giftIconRoute, uploadGiftIcon } from './catalogue-icons';
import { adminRoute } from './guard';

export function catalogueAdminRoutes(app: FastifyInstance) {
  adminRoute(app, adminCatalogue, () => catalogue(app));
  adminRoute(app, adminGiftAdd, ({ body, actor }) => {
    const { reason, ...gift } = body;
    return addGift(app, actor, gift, reason);
  });
  adminRoute(app, adminGiftEdit, ({ params, body, actor }) => {
    const { reason, ...changes } = body;
    return editGift(app, actor, params.giftId, changes, reason);
  });
  adminRoute(app, adminNobilityPrices, ({ body, actor }) =>
    saveNobilityPrices(app, actor, body.prices, body.reason),
  );
  adminRoute(app, adminSharesSave, ({ body, actor }) => {
    const { reason, ...changes } = body;
    return saveShares(app, actor, changes, reason);
  });
  adminRoute(app, adminGiftIconUpload, ({ body, actor }) => uploadGiftIcon(app, actor, body.file));
  giftIconRoute(app);
}
