// Search calls (spec §7 /api/search/list): the hot words of the header search box.
import { z } from 'zod';
import { defineCall } from '../call';

/** Spec §9: the first 5 hot words show on the left, the rest on the right. */
export const HOT_WORDS_LEFT = 5;
export const HOT_WORDS_MAX = 20;

export const searchHotWords = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/search/list',
  summary: '热门搜索词（按排序，最多 20 个）',
  tag: 'search',
  auth: 'none',
  response: z
    .array(z.object({ word: z.string(), hot: z.boolean().describe('是否标记为热') }))
    .max(HOT_WORDS_MAX),
});
