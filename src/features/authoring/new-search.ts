// The /v/new address: which tab (写文章 or 我的文章) and which of the author's articles the editor opens.
import {
  dropped,
  idSearch,
  oneOf,
  type SearchOf,
  searchSchema,
  withDefault,
} from '../../lib/search-params';

export const newArticleTabs = ['write', 'mine'] as const;
export type NewArticleTab = (typeof newArticleTabs)[number];

export const newArticleSearch = searchSchema({
  tab: withDefault(oneOf(newArticleTabs), 'write'),
  /** An article of the author's own to edit (a draft or a withdrawn one); absent: a new article. */
  id: dropped(idSearch),
});
export type NewArticleSearch = SearchOf<typeof newArticleSearch>;
