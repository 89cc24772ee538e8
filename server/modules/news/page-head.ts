// An article page's head for crawlers and link previews: its title, summary, cover (og:image), canonical URL and
// the feed; nothing when the article is unknown, unpublished or withdrawn (the page then answers 404).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles } from '../../db/schema';
import { escapeHtml, type PageHead } from '../../http/page-head';
import { absoluteUrl } from '../../http/public-origin';
import { articlePath, RSS_PATH, RSS_TITLE } from './feeds';
import { readable } from './items';

export const SITE_NAME = '球live';

export interface ArticleMeta {
  id: number;
  title: string;
  summary: string;
  cover: string;
  publishedAt: Date | null;
}

export async function articleMeta(db: Db, id: number): Promise<ArticleMeta | null> {
  const [row] = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      summary: newsArticles.summary,
      cover: newsArticles.cover,
      publishedAt: newsArticles.publishedAt,
    })
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), readable));
  return row ?? null;
}

/** The feed's link, which every news page carries (relative: one tag for every origin the site answers on). */
export const feedLinkTag = `<link rel="alternate" type="application/rss+xml" title="${RSS_TITLE}" href="${RSS_PATH}" />`;

const meta = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}" />`;

export function articleHead(origin: string, a: ArticleMeta): PageHead {
  const url = origin + articlePath(a.id);
  const description = a.summary || a.title;
  const image = absoluteUrl(origin, a.cover);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('og:type', 'article'),
    meta('og:site_name', SITE_NAME),
    meta('og:title', a.title),
    meta('og:description', description),
    meta('og:url', url),
    image ? meta('og:image', image) : '',
    image ? '<meta name="twitter:card" content="summary_large_image" />' : '',
    a.publishedAt ? meta('article:published_time', a.publishedAt.toISOString()) : '',
    feedLinkTag,
  ];
  return { title: `${a.title} - ${SITE_NAME}`, description, tags: tags.join('') };
}
