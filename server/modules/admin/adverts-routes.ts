// Routes of the 广告与海报 desk (registered by the admin module); the work is in adverts-desk.ts.
import type { FastifyInstance } from 'fastify';
import {
  adminAdvertCategoryCreate,
  adminAdvertCategoryDelete,
  adminAdvertCategoryMove,
  adminAdvertCategoryRename,
  adminAdvertCreate,
  adminAdvertDelete,
  adminAdvertEnable,
  adminAdvertList,
  adminAdvertMove,
  adminAdvertUpdate,
  adminAdvertUpload,
} from '../../../contract/calls/admin-adverts';
import {
  advertDesk,
  createAdvert,
  createCategory,
  editAdvert,
  enableAdvert,
  removeAdvert,
  removeCategory,
  renameAdvertCategory,
  shiftAdvert,
  shiftCategory,
  uploadAdvertPicture,
} from './adverts-desk';
import { adminRoute } from './guard';

export function advertsAdminRoutes(app: FastifyInstance) {
  adminRoute(app, adminAdvertList, ({ query }) => advertDesk(app, query.placeCode));
  adminRoute(app, adminAdvertCreate, ({ body, actor }) => {
    const { placeCode, reason, ...input } = body;
    return createAdvert(app, actor, placeCode, input, reason);
  });
  adminRoute(app, adminAdvertUpdate, ({ params, body, actor }) => {
    const { reason, ...input } = body;
    return editAdvert(app, actor, params.id, input, reason);
  });
  adminRoute(app, adminAdvertEnable, ({ params, body, actor }) =>
    enableAdvert(app, actor, params.id, body.enabled, body.reason),
  );
  adminRoute(app, adminAdvertMove, ({ params, body, actor }) =>
    shiftAdvert(app, actor, params.id, body.direction, body.reason),
  );
  adminRoute(app, adminAdvertDelete, ({ params, body, actor }) =>
    removeAdvert(app, actor, params.id, body.reason),
  );
  adminRoute(app, adminAdvertCategoryCreate, ({ body, actor }) =>
    createCategory(app, actor, body.placeCode, body.name, body.reason),
  );
  adminRoute(app, adminAdvertCategoryRename, ({ params, body, actor }) =>
    renameAdvertCategory(app, actor, params.id, body.name, body.reason),
  );
  adminRoute(app, adminAdvertCategoryMove, ({ params, body, actor }) =>
    shiftCategory(app, actor, params.id, body.direction, body.reason),
  );
  adminRoute(app, adminAdvertCategoryDelete, ({ params, body, actor }) =>
    removeCategory(app, actor, params.id, body.reason),
  );
  adminRoute(app, adminAdvertUpload, ({ body, actor, admin }) =>
    uploadAdvertPicture(app, actor, admin.id, body.file),
  );
}
