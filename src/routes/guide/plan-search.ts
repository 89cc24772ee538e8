// /guide/expert/plan?code=XXXX: the plan shown (the router reads an all-digit code as a number: kept as text).
import { z } from 'zod';
import { dropped } from '../../lib/search-params';

export const planSearch = z.object({
  code: dropped(
    z
      .union([z.string(), z.number().int().nonnegative().transform(String)])
      .pipe(z.string().regex(/^[0-9A-Z]{6,16}$/)),
  ),
});
export type PlanSearch = z.output<typeof planSearch>;
