// Gift pictures operators upload on /admin/catalogue: checked and re-encoded in the worker pool (the site's upload
// task, scaled to 256 px), kept in gift_icons and served under a random, never-changing name with long cache
// headers. A gift's icon is the set's artwork or one of these, never an address from elsewhere.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { GIFT_ICON_SET, GIFT_ICON_UPLOAD_PATH } from '../../../contract/calls/admin-catalogue';
import { errors } from '../../../contract/errors';
import { mountPath } from '../../config';
import { giftIcons } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { TaskTimeout } from '../../workers/pool';
import { extOf } from '../upload/files';
import type { StoreImagesResult } from '../upload/images';
import { type AdminActor, audit, type DbOrTx } from './audit';

export const GIFT_ICON_MAX_SIDE = 256;
/** The newest uploads the desk offers beside the set. */
const UPLOADED_SHOWN = 24;

const iconBase = (app: FastifyInstance) =>
  `${app.ctx.config.baseUrls.api.replace(/\/+$/, '')}${GIFT_ICON_UPLOAD_PATH}`;
const iconUrl = (app: FastifyInstance, id: string, mime: string) =>
  `${iconBase(app)}${id}.${extOf(mime)}`;
const namePattern = /^([A-Za-z0-9_-]{22})\.(png|jpg|webp)$/;

/** The set's artwork and the newest uploads, for the desk's picker. */
export async function iconChoices(app: FastifyInstance, db: DbOrTx) {
  const rows = await db
    .select({ id: giftIcons.id, mime: giftIcons.mime })
    .from(giftIcons)
    .orderBy(desc(giftIcons.createdAt))
    .limit(UPLOADED_SHOWN);
  return [...GIFT_ICON_SET, ...rows.map((r) => iconUrl(app, r.id, r.mime))];
}

/** Refuses an icon that is neither the set's nor uploaded here ('' = the gift's own artwork by name). */
export async function checkIcon(app: FastifyInstance, db: DbOrTx, icon: string | undefined) {
  if (icon === undefined || icon === '' || GIFT_ICON_SET.includes(icon)) return;
  const base = iconBase(app);
  const m = icon.startsWith(base) ? namePattern.exec(icon.slice(base.length)) : null;
  if (m) {
    const [row] = await db.select().from(giftIcons).where(eq(giftIcons.id, m[1]!));
    if (row && extOf(row.mime) === m[2]) return;
  }
  throw new ApiError(errors.adminGiftIconUnknown);
}

export async function uploadGiftIcon(app: FastifyInstance, actor: AdminActor, file: string) {
  const { ctx } = app;
  const id = randomBytes(16).toString('base64url');
  const bytes = new Uint8Array(Buffer.from(JSON.stringify({ files: [file] })));
  let result: StoreImagesResult;
  try {
    result = await ctx.workers.run(
      'storeUploadImages',
      {
        body: { bytes, form: false },
        maxSide: GIFT_ICON_MAX_SIDE,
        dir: null,
        ids: [id],
        timeoutMs: ctx.config.workerTimeoutMs,
      },
      { units: 1, transfer: [bytes.buffer as ArrayBuffer] },
    );
  } catch (err) {
    if (err instanceof TaskTimeout) throw new ApiError(errors.uploadTimeout);
    throw err;
  }
  if (!result.ok) throw new ApiError(errors[result.error]);
  const image = result.images[0]!;
  const data = Buffer.from(image.bytes!).toString('base64');
  const url = iconUrl(app, id, image.mime);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(giftIcons).values({ id, mime: image.mime, data, adminId: actor.id });
    await audit(
      { db: tx, actor },
      {
        action: 'catalogue.icon-upload',
        targetType: 'gift-icon',
        targetId: id,
        after: { url, width: image.width, height: image.height },
      },
    );
  });
  return { url };
}

/** GET <api base>/gift-icons/<id>.<ext>: the picture, cached for good (its name never changes). */
export function giftIconRoute(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(
    `${mountPath(app.ctx.config.baseUrls.api)}${GIFT_ICON_UPLOAD_PATH}:file`,
    async (request, reply) => {
      const m = namePattern.exec(request.params.file);
      const [row] = m
        ? await app.ctx.db.select().from(giftIcons).where(eq(giftIcons.id, m[1]!))
        : [];
      if (!m || !row || extOf(row.mime) !== m[2]) throw new ApiError(errors.notFound);
      return reply
        .header('content-type', row.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(row.data, 'base64'));
    },
  );
}
