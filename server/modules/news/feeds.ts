// What search engines and feed readers get: the sitemap (main pages, then the newest articles) and the RSS 2.0 feed
// of the latest articles, both with absolute URLs on the site's origin and every text XML-escaped.
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles } from '../../db/schema';
import { readable } from './items';

/** The sitemap's bound: the newest articles only, far below the format's 50,000 URLs. */
export const SITEMAP_ARTICLES = 1000;
export const RSS_ITEMS = 50;

/** Public pages worth indexing besides articles (each is a page of contract/pages.ts; a test checks it). */
export const sitemapPages = [
  '/',
  '/live/all',
  '/news',
  '/football',
  '/basketball',
  '/next',
  '/football/end',
  '/basketball/end',
  '/live/rank',
  '/app',
] as const;

export const RSS_PATH = '/news/rss.xml';
export const RSS_TITLE = '球live头条';

export interface FeedArticle {
  id: number;
  title: string;
  summary: string;
  publishedAt: Date | null;
  updatedAt: Date;
}

export async function newestArticles(db: Db, limit: number): Promise<FeedArticle[]> {
  return db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      summary: newsArticles.summary,
      publishedAt: newsArticles.publishedAt,
      updatedAt: newsArticles.updatedAt,
    })
    .from(newsArticles)
    .where(readable)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit);
}

// XML 1.0 has no place for most control characters, and a user's title may carry one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: those are exactly what is removed
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const xmlEscape = (text: string) =>
  text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export const articlePath = (id: number) => `/news/${id}`;

/** The later of publish and edit: what a crawler should compare with its copy. */
const lastModified = (a: FeedArticle) =>
  new Date(Math.max(a.updatedAt.getTime(), a.publishedAt?.getTime() ?? 0));

export function sitemapXml(origin: string, articles: readonly FeedArticle[]) {
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${xmlEscape(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapPages.map((path) => url(path)),
    ...articles.map((a) => url(articlePath(a.id), lastModified(a))),
    '</urlset>',
    '',
  ].join('\n');
}

export function rssXml(origin: string, articles: readonly FeedArticle[], now = new Date()) {
  const item = (a: FeedArticle) => {
    const link = xmlEscape(origin + articlePath(a.id));
    return [
      '<item>',
      `<title>${xmlEscape(a.title)}</title>`,
      `<link>${link}</link>`,
      `<description>${xmlEscape(a.summary)}</description>`,
      `<pubDate>${(a.publishedAt ?? a.updatedAt).toUTCString()}</pubDate>`,
      `<guid isPermaLink="true">${link}</guid>`,
      '</item>',
    ].join('');
  };
  const newest = articles[0]?.publishedAt ?? now;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${RSS_TITLE}</title>`,
    `<link>${xmlEscape(`${origin}/news`)}</link>`,
    '<description>球live头条：足球、篮球新闻，赛前前瞻与赛后战报</description>',
    '<language>zh-cn</language>',
    `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${xmlEscape(origin + RSS_PATH)}" rel="self" type="application/rss+xml"/>`,
    ...articles.map(item),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
