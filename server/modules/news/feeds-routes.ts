// Routes for crawlers and feed readers: /sitemap.xml, the RSS feed /news/rss.xml and /robots.txt (unless the
// build ships its own); and the breaking-news call a page opened after the push reads.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { newsBreaking } from '../../../contract/calls/news-breaking';
import { encodedFor, encodeLater } from '../../http/encode-later';
import type { Encoded } from '../../http/encodings';
import { publicOrigin } from '../../http/public-origin';
import { route } from '../../http/route';
import { ShortCache } from '../../http/short-cache';
import { latestBreaking } from './breaking';
import { newestArticles, RSS_ITEMS, RSS_PATH, rssXml, SITEMAP_ARTICLES, sitemapXml } from './feeds';

/** Feeds are rebuilt at most this often per origin: crawlers may hit them hard, articles come minutes apart. */
const FEED_TTL_MS = 60_000;

export const newsFeedsModule: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const feeds = new ShortCache<Encoded>(FEED_TTL_MS, 32);

  const answer =
    (name: string, type: string, build: (origin: string) => Promise<string>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = publicOrigin(request);
      const encoded = await feeds.get(`${name} ${origin}`, async () =>
        encodeLater(await build(origin)),
      );
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=300')
        .send(encodedFor(request, reply, encoded));
    };

  app.get(
    '/sitemap.xml',
    answer('sitemap', 'application/xml; charset=utf-8', async (origin) =>
      sitemapXml(origin, await newestArticles(db, SITEMAP_ARTICLES)),
    ),
  );
  app.get(
    RSS_PATH,
    answer('rss', 'application/rss+xml; charset=utf-8', async (origin) =>
      rssXml(origin, await newestArticles(db, RSS_ITEMS)),
    ),
  );

  // A robots.txt in the build (public/) wins; otherwise the user centre (/v/) is left out and the sitemap is named.
  const staticRobots = join(resolve(app.ctx.config.staticDir), 'robots.txt');
  if (!existsSync(staticRobots)) {
    app.get('/robots.txt', async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          `User-agent: *\nDisallow: /v/\nDisallow: /socket.io/\n\nSitemap: ${publicOrigin(request)}/sitemap.xml\n`,
        ),
    );
  }

  route(app, newsBreaking, () => latestBreaking(db));
};
