// The live-data host's pictures: /live/img/team/{id}.svg and /live/img/competition/{id}.svg, drawn from the
// catalogue, cached for a day by browsers and revalidated by ETag; /live/img/article/{id}.svg, an article's
// drawn cover, cached for minutes (a tagged match's score moves it).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ART_PATHS, ARTICLE_COVER_PATH, type ArtKind } from '../../../contract/art/paths';
import { routerPath } from '../../../contract/call';
import { errors } from '../../../contract/errors';
import { mountPath } from '../../config';
import { ApiError } from '../../http/api-error';
import { ArticleCoverCache, CrestCache, type Picture, setArticleCoverBase } from './service';

/** A day: a crest changes only when the catalogue renames a team, and the ETag makes the check cheap. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** Five minutes, then a cheap ETag check: a preview's cover turns into the score once the match is played. */
const COVER_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

/** `123.svg` → 123; anything else is a bad parameter. */
function idOf(file: string): number {
  const match = /^([1-9]\d{0,9})\.svg$/.exec(file);
  const id = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new ApiError(errors.badParams);
  return id;
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  picture: Picture | null,
  cacheControl: string,
) {
  if (!picture) throw new ApiError(errors.notFound);
  reply.header('cache-control', cacheControl).header('etag', picture.etag);
  if (request.headers['if-none-match'] === picture.etag) return reply.status(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(picture.body);
}

/** find-my-way cannot put a parameter before a suffix in one segment: take the segment, parse it here. */
const fileRoute = (mount: string, path: string) =>
  mount + routerPath(path.replace('{id}.svg', '{file}'));

export const artModule: FastifyPluginAsync = async (app) => {
  const crests = new CrestCache(app.ctx.db);
  const covers = new ArticleCoverCache(app.ctx.db);
  const mount = mountPath(app.ctx.config.baseUrls.live);
  setArticleCoverBase(app.ctx.config.baseUrls.live);

  for (const kind of Object.keys(ART_PATHS) as ArtKind[]) {
    app.get(
      fileRoute(mount, ART_PATHS[kind]),
      async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) =>
        send(request, reply, await crests.get(kind, idOf(request.params.file)), CACHE_CONTROL),
    );
  }
  app.get(
    fileRoute(mount, ARTICLE_COVER_PATH),
    async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) =>
      send(request, reply, await covers.get(idOf(request.params.file)), COVER_CACHE_CONTROL),
  );
};
