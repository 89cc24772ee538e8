// Typed calls of writing articles (/v/new): save, submit, withdraw and read one's own.
import type { CallInput } from '../../contract/call';
import {
  newsArticleSave,
  newsArticleSubmit,
  newsArticleWithdraw,
  newsMyArticle,
} from '../../contract/calls/news-authoring';
import { request } from './request';

export type ArticleInput = CallInput<typeof newsArticleSave>;

export const saveArticle = (input: ArticleInput) => request(newsArticleSave, input);
export const submitArticle = (input: ArticleInput) => request(newsArticleSubmit, input);
export const withdrawArticle = (id: number) => request(newsArticleWithdraw, { id });
export const getMyArticle = (id: number) => request(newsMyArticle, { id });
