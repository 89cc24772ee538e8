// The search of /news and /news/pages/{page}: which column (?column=zuqiu); absent, every column.
import { z } from 'zod';
import { dropped } from '../../lib/search-params';

export const newsSearch = z.object({
  column: dropped(z.string().regex(/^[\w-]{1,32}$/)),
});
