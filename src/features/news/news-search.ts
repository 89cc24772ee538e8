// The search of /news and /news/pages/{page}: which column (?column=zuqiu); absent, every column.
import { dropped, matching, searchSchema } from '../../lib/search-params';

export const newsSearch = searchSchema({
  column: dropped(matching(/^[\w-]{1,32}$/)),
});
