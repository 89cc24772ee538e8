// /news/{id}: the article — column, title, byline, the match it is about (live), the body (HTML the server
// sanitised on write against an allow-list), 收藏 and 分享, related articles, then the comments; on a phone
// a bar at the bottom writes, collects and shares.
import type { CallData } from '../../../contract/call';
import type { newsDetail } from '../../../contract/calls/news';
import { SiteLink } from '../../components/site-link';
import { ArticleActions } from '../../features/news/article-actions';
import { ArticleAuthor } from '../../features/news/article-author';
import { ArticleBar } from '../../features/news/article-bar';
import { useCollect } from '../../features/news/article-collect';
import { ArticleMatch } from '../../features/news/article-match';
import { CommentSection } from '../../features/news/comments/comment-section';
import { newsArticleQuery, relatedNewsQuery } from '../../features/news/news-queries';
import { NewsRow } from '../../features/news/news-row';
import { usePageTitle } from '../../lib/page-title';
import { useCall } from '../../lib/use-call';
import { newsListHref } from './news-page';

const FAILED = null;

function Related({ id }: { id: number }) {
  const list = useCall(relatedNewsQuery(id), []) ?? [];
  if (list.length === 0) return null;
  return (
    <section className="mt-4 overflow-hidden rounded-lg bg-white shadow-sm">
      <h2 className="border-b border-neutral-100 px-3 py-3 font-bold text-neutral-900 lg:px-5">
        相关文章
      </h2>
      <ul>
        {list.map((item) => (
          <NewsRow key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

function Article({ article }: { article: CallData<typeof newsDetail> }) {
  const collect = useCollect(article);
  // The tab says the headline, as the page's head does for crawlers (server/modules/news/page-head.ts).
  usePageTitle(`${article.title} - 球live`);
  const tagged = article.matches[0];
  return (
    <div className="mx-auto max-w-[860px]">
      <article
        data-testid="news-article"
        className="rounded-lg bg-white px-4 py-5 shadow-sm lg:px-10 lg:py-8"
      >
        <SiteLink
          href={newsListHref(1, article.columnNo)}
          className="text-sm text-brand-600 hover:underline"
        >
          {article.columnName}
        </SiteLink>
        <h1 className="mt-2 text-xl font-black leading-snug text-neutral-900 lg:text-[28px]">
          {article.title}
        </h1>
        <ArticleAuthor article={article} />
        {tagged && <ArticleMatch key={tagged.id} id={tagged.id} type={tagged.sport} />}
        {article.summary && (
          <p className="mt-4 rounded bg-neutral-50 px-4 py-3 text-sm leading-relaxed text-neutral-600">
            {article.summary}
          </p>
        )}
        <div
          data-testid="news-body"
          className="news-body mt-5 break-words text-[16px] leading-8 text-neutral-800"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every body on write (sanitize-html, an allow-list)
          dangerouslySetInnerHTML={{ __html: article.body }}
        />
        <ArticleActions id={article.id} title={article.title} collect={collect} />
      </article>
      <Related id={article.id} />
      <CommentSection postId={article.id} />
      <ArticleBar id={article.id} title={article.title} collect={collect} />
    </div>
  );
}

export function ArticlePage({ id }: { id: number }) {
  const article = useCall(newsArticleQuery(id), FAILED);
  if (!article)
    return <p className="py-20 text-center text-sm text-neutral-400">文章暂时打不开，请稍后再试</p>;
  return <Article key={article.id} article={article} />;
}
