// Reading an article, the one way both doors use it: the detail call (GET /inform/info/detail/{id}) and the
// article page's HTML, which carries the article for the first paint (site.ts). Both answer from the app's read
// cache and count the view in the app's view counter, so a reader is counted once whichever door they used.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { SerializedEnvelope } from '../../http/serialized';
import { articleContent, hasCollected } from './articles';
import { ReadCache } from './read-cache';
import { ViewCounter } from './views';

export interface NewsReader {
  cache: ReadCache;
  views: ViewCounter;
}

const readers = new WeakMap<AppContext, NewsReader>();

/** The app's reader, made on first use. */
export function newsReader(ctx: AppContext, log: FastifyBaseLogger): NewsReader {
  let reader = readers.get(ctx);
  if (!reader) {
    reader = {
      cache: new ReadCache(),
      views: new ViewCounter(ctx.db, (err) => log.warn({ err }, 'news views not written yet')),
    };
    readers.set(ctx, reader);
  }
  return reader;
}

type Detail = Awaited<ReturnType<typeof articleContent>> & {
  viewCount: number;
  collected: boolean;
};

export interface ArticleRead {
  /** What every visitor is sent alike, serialized once for the cache's period. */
  shared: SerializedEnvelope<Detail>;
  /** This reader's answer: the shared one, with 收藏 as it stands for a logged-in reader. */
  data: Detail;
}

/** Reads a published article and counts the view; throws newsNotFound for anything else. */
export async function readArticle(
  ctx: AppContext,
  reader: NewsReader,
  id: number,
  userId: number | null,
): Promise<ArticleRead> {
  const { cache, views } = reader;
  // The count a reader sees includes their own view and those not yet written.
  const shared = await cache.get(`detail:${id}`, async () => {
    const content = await articleContent(ctx.db, id);
    return { ...content, viewCount: content.viewCount + views.unwritten(id) + 1, collected: false };
  });
  views.add(id);
  if (userId === null) return { shared, data: shared.data };
  return { shared, data: { ...shared.data, collected: await hasCollected(ctx.db, userId, id) } };
}
