// The headlines' reads as cached queries: the route loaders fill them, the pages read them.
import {
  NEWS_PAGE_SIZE,
  newsColumnByType,
  newsDetail,
  newsList,
  newsRecDetail,
} from '../../../contract/calls/news';
import { callQuery } from '../../lib/query';

/** type 1: the 头条 columns (足球, 篮球, 中超 …). Columns change rarely: fresh for the visit. */
export const newsColumnsQuery = (progress = true) =>
  callQuery(newsColumnByType, { type: 1 }, { staleTime: Number.POSITIVE_INFINITY, progress });

/** One page of the list, newest first: all columns, or one. */
export const newsPageQuery = (columnNo: string | undefined, page: number, progress = true) =>
  callQuery(
    newsList,
    { ...(columnNo ? { columnNo } : {}), pageParam: { pageNum: page, pageSize: NEWS_PAGE_SIZE } },
    { progress },
  );

/** An article; the loader reads it once per visit (each read counts a view), the page takes it from the cache. */
export const newsArticleQuery = (id: number) => callQuery(newsDetail, { id });

export const relatedNewsQuery = (id: number) => callQuery(newsRecDetail, { id, limit: 6 });
