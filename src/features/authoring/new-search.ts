// The /v/new address: which tab (写文章 or 我的文章) and which of the author's articles the editor opens.
import { z } from 'zod';
import { dropped, idSearch } from '../../lib/search-params';

export const newArticleTabs = ['write', 'mine'] as const;
export type NewArticleTab = (typeof newArticleTabs)[number];

export const newArticleSearch = z.object({
  tab: z.enum(newArticleTabs).default('write').catch('write'),
  /** An article of the author's own to edit (a draft or a withdrawn one); absent: a new article. */
  id: dropped(idSearch),
});
export type NewArticleSearch = z.output<typeof newArticleSearch>;
