// The news module's public face: columns, reading, collecting and writing articles.
// Routes and other modules import from here, not from the files behind it.
export {
  articleContent,
  bannerArticles,
  hasCollected,
  isReadableArticle,
  listArticles,
  recommendedArticles,
  relatedArticles,
} from './articles';
export { pickArticle, setArticleStatus, writeArticle } from './authoring';
export { collectArticle, myCollectedArticles } from './collect';
export { ensureColumn, listCategories, listColumns } from './columns';
export {
  type DeskFilters,
  deskItem,
  deskPage,
  republishArticle,
  unpickArticle,
  withdrawArticle,
} from './desk';
export {
  authorKindOf,
  myArticle,
  myArticles,
  saveArticleDraft,
  submitArticle,
  withdrawOwnArticle,
} from './own-articles';
export { newsChanged, ReadCache } from './read-cache';
export { type ArticleRead, type NewsReader, newsReader, readArticle } from './reader';
export { sanitizeBody } from './sanitize';
export { ViewCounter } from './views';
