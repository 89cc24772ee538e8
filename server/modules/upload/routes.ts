// HTTP routes of uploads: the base64 upload call, and the uploaded files served from the database with long cache headers.
import type { FastifyInstance } from 'fastify';
import {
  multiUploadBase64,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
} from '../../../contract/calls/upload';
import { errors } from '../../../contract/errors';
import { mountPath } from '../../config';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { extOf, findUpload, parseUploadFileName, saveUploads } from './store';

/** Five files of 2 MB in base64 (4/3 larger) plus the JSON around them. */
const UPLOAD_BODY_LIMIT = Math.ceil((UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024;

export function uploadRoutes(app: FastifyInstance) {
  // Only this call needs a body above the site-wide limit, so it gets its own in a child context.
  app.register(async (child) => {
    child.addHook('onRoute', (options) => {
      options.bodyLimit = Math.max(UPLOAD_BODY_LIMIT, app.ctx.config.bodyLimit);
    });
    route(child, multiUploadBase64, ({ body, user }) =>
      saveUploads(app.ctx, user.id, body.files, body.type),
    );
  });

  app.get<{ Params: { file: string } }>(
    `${mountPath(app.ctx.config.baseUrls.api)}/uploads/:file`,
    async (request, reply) => {
      const name = parseUploadFileName(request.params.file);
      const upload = name && (await findUpload(app.ctx.db, name.id));
      if (!name || !upload || extOf(upload.mime) !== name.ext) throw new ApiError(errors.notFound);
      // A file never changes under its random name; nosniff and the sandbox keep it an image.
      return reply
        .header('content-type', upload.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(upload.bytes);
    },
  );
}
