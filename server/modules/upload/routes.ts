// HTTP routes of uploads: the base64 upload calls (the general one and a post's pictures; bodies parsed in the worker pool), and the uploaded files served with long cache headers.
import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { postAddPic } from '../../../contract/calls/community';
import {
  apiMultiUploadBase64,
  multiUploadBase64,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
} from '../../../contract/calls/upload';
import { errors } from '../../../contract/errors';
import { mountPath } from '../../config';
import { ApiError } from '../../http/api-error';
import { userOf } from '../../http/auth';
import { route } from '../../http/route';
import { TaskTimeout } from '../../workers/pool';
import {
  extOf,
  fileRef,
  findUpload,
  parseUploadFileName,
  type RawUploadBody,
  readRawBody,
  saveUploads,
} from './service';

/** Five files of 2 MB in base64 (4/3 larger) plus the JSON around them. */
const UPLOAD_BODY_LIMIT = Math.ceil((UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024;

/** Each call's raw body, beside the parsed one whose files are references into it (see body.ts). */
const rawBodies = new WeakMap<FastifyRequest, RawUploadBody>();

function rawBodyOf(request: FastifyRequest, refs: string[]): RawUploadBody {
  const raw = rawBodies.get(request);
  // Every body passes the parser below, so this would be a body it did not recognise yet the schema took.
  if (!raw || refs.some((ref, i) => ref !== fileRef(i))) throw new ApiError(errors.badParams);
  return raw;
}

export const uploadModule: FastifyPluginAsync = async (app) => {
  const bodyLimit = Math.max(UPLOAD_BODY_LIMIT, app.ctx.config.bodyLimit);
  /** The body is parsed in the worker pool (see body.ts); a caller without a session costs no parsing. */
  const parseInPool = (form: boolean) => async (request: FastifyRequest, payload: Readable) => {
    // An empty body: the handler then refuses the caller (10005) before it reads the input.
    if (!(await userOf(request, true))) {
      payload.resume();
      return {};
    }
    const bytes = await readRawBody(payload, request.headers['content-length'], bodyLimit);
    // Handed to the thread, not copied, and handed back with the parsed body.
    const result = await app.ctx.workers
      .run('readUploadBody', { bytes, form }, { transfer: [bytes.buffer as ArrayBuffer] })
      .catch((err: unknown) => {
        throw err instanceof TaskTimeout ? new ApiError(errors.uploadTimeout) : err;
      });
    if (!result.ok) throw new ApiError(errors.badJson);
    rawBodies.set(request, result.raw);
    return result.body;
  };

  // Only this call needs a body above the site-wide limit, and its own parsers (which apply bodyLimit
  // themselves), so it gets a child context.
  app.register(async (child) => {
    child.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
    child.addContentTypeParser('application/json', parseInPool(false));
    child.addContentTypeParser('application/x-www-form-urlencoded', parseInPool(true));
    route(child, multiUploadBase64, ({ body, user, request }) =>
      saveUploads(
        app.ctx,
        { userId: user.id },
        rawBodyOf(request, body.files),
        body.files.length,
        body.type,
      ),
    );
    // The room host's spelling of the same call (spec §7 /api/upload/multiUploadBase64).
    route(child, apiMultiUploadBase64, ({ body, user, request }) =>
      saveUploads(
        app.ctx,
        { userId: user.id },
        rawBodyOf(request, body.files),
        body.files.length,
        body.type,
      ),
    );
    // A post's pictures (社区 addPic) are the same images through the same checks; the post takes their URLs.
    route(child, postAddPic, ({ body, user, request }) =>
      saveUploads(
        app.ctx,
        { userId: user.id },
        rawBodyOf(request, body.files),
        body.files.length,
        'image',
      ),
    );
  });

  app.get<{ Params: { file: string } }>(
    `${mountPath(app.ctx.config.baseUrls.api)}/uploads/:file`,
    async (request, reply) => {
      const name = parseUploadFileName(request.params.file);
      const upload = name && (await findUpload(app.ctx, name.id));
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
};
