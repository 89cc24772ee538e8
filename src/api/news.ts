// Typed calls of the headlines that change state: collecting an article.
import { COLLECT_TYPE_NEWS, newsCollect } from '../../contract/calls/news';
import { request } from './request';

/** Collects (true) or uncollects an article; answers whether it is collected afterwards. */
export const collectArticle = (id: number, collect: boolean) =>
  request(newsCollect, { collectId: id, flag: collect ? 1 : 0, type: COLLECT_TYPE_NEWS });
