// The pages' URL searches (src/lib/search-params.ts and the *-search modules) read every input exactly as the zod
// schemas they replaced did: the same fields kept, dropped or defaulted, the same values. The zod schemas below are
// those schemas as they were written, kept here as the reference.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { planSports } from '../../contract/calls/expert';
import { newArticleSearch, newArticleTabs } from '../../src/features/authoring/new-search';
import { newsSearch } from '../../src/features/news/news-search';
import { walletSearch, walletTabs } from '../../src/features/wallet/wallet-rules';
import type { SearchSchema } from '../../src/lib/search-params';
import { eventsSearch } from '../../src/routes/events-search';
import { planSearch } from '../../src/routes/guide/plan-search';
import { reportSearch } from '../../src/routes/live/report-search';
import { MAX_PAGE, spaceSearch } from '../../src/routes/personal/space-search';
import { recommendSearch } from '../../src/routes/recommend/recommend-search';
import { daySearch, issueSearch, matchSearch } from '../../src/routes/score-search';
import { searchPageSearch } from '../../src/routes/search/search-params';
import { barrageSearch } from '../../src/routes/v/anchor/barrage-search';

const dropped = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const intSearch = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+$/)
      .transform(Number),
  ])
  .pipe(z.number().int());
const idSearch = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(2_147_483_647));
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const zodDay = z.object({
  date: dropped(z.string().regex(DAY)),
  sport: dropped(z.literal('basketball')),
});
const walletKeys = walletTabs.map((t) => t.key) as [string, ...string[]];

const pairs: [string, SearchSchema<unknown>, z.ZodType][] = [
  ['day', daySearch, zodDay],
  [
    'issue',
    issueSearch,
    z.object({
      issue: dropped(
        z
          .union([z.string(), z.number().transform(String)])
          .pipe(z.string().regex(/^[0-9A-Za-z-]{1,16}$/)),
      ),
    }),
  ],
  ['match', matchSearch, z.object({ matchId: dropped(idSearch), bookmakerId: dropped(idSearch) })],
  [
    'events',
    eventsSearch,
    zodDay.pick({ date: true }).extend({ range: dropped(z.literal('end')) }),
  ],
  [
    'search',
    searchPageSearch,
    z.object({
      query: z.string().max(50).default('').catch(''),
      tab: z.string().max(20).optional().catch(undefined),
    }),
  ],
  ['barrage', barrageSearch, z.object({ roomId: dropped(idSearch) })],
  [
    'space',
    spaceSearch,
    z.object({
      headerNavIndex: dropped(
        intSearch.pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])),
      ),
      type: dropped(intSearch.pipe(z.union([z.literal(1), z.literal(2)]))),
      page: dropped(intSearch.pipe(z.number().min(2).max(MAX_PAGE))),
    }),
  ],
  [
    'recommend',
    recommendSearch,
    z.object({ sport: dropped(z.enum(planSports)), matchId: dropped(idSearch) }),
  ],
  [
    'plan',
    planSearch,
    z.object({
      code: dropped(
        z
          .union([z.string(), z.number().int().nonnegative().transform(String)])
          .pipe(z.string().regex(/^[0-9A-Z]{6,16}$/)),
      ),
    }),
  ],
  ['report', reportSearch, z.object({ roomId: dropped(idSearch) })],
  [
    'new article',
    newArticleSearch,
    z.object({
      tab: z.enum(newArticleTabs).default('write').catch('write'),
      id: dropped(idSearch),
    }),
  ],
  ['news', newsSearch, z.object({ column: dropped(z.string().regex(/^[\w-]{1,32}$/)) })],
  [
    'wallet',
    walletSearch,
    z.object({ tab: z.enum(walletKeys).default(walletKeys[0]).catch(walletKeys[0]) }),
  ],
];

const KEYS = [
  'date',
  'sport',
  'issue',
  'matchId',
  'bookmakerId',
  'range',
  'query',
  'tab',
  'roomId',
  'headerNavIndex',
  'type',
  'page',
  'code',
  'id',
  'column',
  'other',
];
const VALUES: unknown[] = [
  undefined,
  null,
  true,
  0,
  -0,
  1,
  2,
  3,
  4,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2_147_483_647,
  2_147_483_648,
  2 ** 53,
  10_000,
  10_001,
  26134,
  123456,
  1e21,
  '',
  ' ',
  '0',
  '1',
  ' 12 ',
  '012',
  '-3',
  '+3',
  '1.5',
  '2147483647',
  '2147483648',
  '99999999999',
  '2026-11-23',
  '2026-13-01',
  ' 2026-11-23',
  'basketball',
  'football',
  'end',
  'write',
  'mine',
  'withdraw',
  'alipay',
  'pay-password',
  'ABCDEF2345',
  'abcdef2345',
  'ABC',
  'x'.repeat(17),
  'x'.repeat(21),
  'x'.repeat(50),
  'x'.repeat(51),
  'zuqiu',
  'a b',
  '<script>',
  '261106',
  [],
  ['1'],
  {},
  { a: 1 },
];

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 4_294_967_296;
  };
}

describe('URL searches without zod', () => {
  it.each(pairs)('%s reads every input as its zod schema did', (_, schema, reference) => {
    const rnd = random(25);
    const inputs: Record<string, unknown>[] = [{}];
    for (const key of KEYS) for (const value of VALUES) inputs.push({ [key]: value });
    for (let i = 0; i < 2000; i++) {
      const input: Record<string, unknown> = {};
      for (const key of KEYS)
        if (rnd() < 0.3) input[key] = VALUES[Math.floor(rnd() * VALUES.length)];
      inputs.push(input);
    }
    let kept = 0;
    for (const input of inputs) {
      const want = reference.parse(input);
      expect({ input, got: schema.parse(input) }).toStrictEqual({ input, got: want });
      if (Object.values(want as object).some((v) => v !== undefined)) kept++;
    }
    // Some inputs were read to a value, not only dropped.
    expect(kept).toBeGreaterThan(10);
  });
});
