// The headlines' reads as cached queries: the route loaders fill them, the pages read them.
import {
  NEWS_PAGE_SIZE,
  newsBanner,
  newsColumnByType,
  newsDetail,
  newsList,
  newsRecDetail,
  newsRecommend,
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

/** The lead stories (焦点): the operators' banner picks. */
export const newsBannerQuery = (progress = true) =>
  callQuery(newsBanner, { limit: 5 }, { progress });

/** 热门 / 阅读榜: the operators' recommendations, then the week's most read. */
export const hotNewsQuery = (progress = true) =>
  callQuery(newsRecommend, { limit: 10 }, { progress });

/** The newest articles of every column, a few: the home page's 头条 block. */
export const latestNewsQuery = (count: number) =>
  callQuery(newsList, { pageParam: { pageNum: 1, pageSize: count } }, { progress: false });
