// The light shapes (contract/light) the browser checks pushes with: each passes and refuses exactly what the zod
// schema it was described from does, and gives back the same value.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  channelEventShape,
  eventBatchShape,
  resyncNoticeShape,
  subscribeAnswerShape,
} from '../../contract/event-shapes';
import {
  channelEventSchema,
  EVENT_BATCH_MAX,
  failedAck,
  resyncNotice,
} from '../../contract/events';
import { checkShape } from '../../contract/light/check';
import { describeSchema, type Shape } from '../../contract/light/shape';

/** A small seeded generator, so a failure can be run again. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rnd = () => number;
const pick = <T>(rnd: Rnd, xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)] as T;

/** A value the shape most likely accepts, near its bounds. */
function sample(shape: Shape, rnd: Rnd): unknown {
  switch (shape.t) {
    case 'string': {
      const min = shape.min ?? 0;
      const max = shape.max ?? min + 8;
      const length = pick(rnd, [
        min,
        max,
        min + Math.floor(rnd() * (Math.min(max, min + 8) - min + 1)),
      ]);
      return Array.from({ length }, () => pick(rnd, ['a', '球', '7', ' '])).join('');
    }
    case 'number': {
      const low = shape.min ?? -1000;
      const high = shape.max ?? 1_000_000;
      const edge = pick(rnd, [low, high, low + 1, high - 1, low + (high - low) * rnd()]);
      return shape.int ? Math.round(edge) : edge;
    }
    case 'boolean':
      return rnd() < 0.5;
    case 'unknown':
      return pick(rnd, [1, 'x', null, { a: 1 }]);
    case 'literal':
    case 'enum':
      return pick(rnd, shape.v);
    case 'optional':
      return rnd() < 0.3 ? undefined : sample(shape.of, rnd);
    case 'nullable':
      return rnd() < 0.3 ? null : sample(shape.of, rnd);
    case 'array': {
      const length = Math.min(shape.max ?? 3, (shape.min ?? 0) + Math.floor(rnd() * 3));
      return Array.from({ length }, () => sample(shape.of, rnd));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape.fields)) {
        const value = sample(field, rnd);
        // An optional field is as often left out as sent undefined.
        if (value !== undefined || rnd() < 0.5) out[key] = value;
      }
      return out;
    }
    case 'union':
    case 'tagged':
      return sample(pick(rnd, shape.of), rnd);
  }
}

const JUNK = [
  undefined,
  null,
  -1,
  0,
  1.5,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  '1',
  'x'.repeat(65),
  'x'.repeat(501),
  true,
  [],
  [1],
  {},
  { extra: 1 },
  'football',
  'live',
];

/** One change somewhere in the value: a field replaced by junk, removed, or an unknown one added. */
function mutate(value: unknown, rnd: Rnd): unknown {
  if (typeof value !== 'object' || value === null || rnd() < 0.2) return pick(rnd, JUNK);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : { ...value };
  const keys = Object.keys(copy);
  const roll = rnd();
  if (roll < 0.15 || keys.length === 0) (copy as Record<string, unknown>).stray = pick(rnd, JUNK);
  else if (roll < 0.3 && !Array.isArray(copy)) delete copy[pick(rnd, keys)];
  else {
    const key = pick(rnd, keys);
    (copy as Record<string, unknown>)[key] = mutate((copy as Record<string, unknown>)[key], rnd);
  }
  return copy;
}

function expectSame(schema: z.ZodType, shape: Shape, value: unknown) {
  const want = schema.safeParse(value);
  const got = checkShape(shape, value);
  expect({ value, success: got.success }).toEqual({ value, success: want.success });
  if (got.success && want.success) expect(got.data).toStrictEqual(want.data);
}

// The schemas the shapes in contract/event-shapes.ts were described from.
const subscribeAnswer = z.union([
  z.object({
    ok: z.literal(true),
    channel: z.string(),
    seq: z.number().int().nonnegative(),
    replay: z.array(z.unknown()),
    resync: z.literal(true).optional(),
  }),
  failedAck,
]);
const eventBatch = z.array(z.unknown()).max(EVENT_BATCH_MAX);

describe('light shapes', () => {
  it('accept and refuse pushed events exactly as the zod schema does, and give back the same event', () => {
    const rnd = random(25);
    let passed = 0;
    let refused = 0;
    for (let i = 0; i < 4000; i++) {
      const valid = sample(channelEventShape, rnd);
      const value = i % 2 === 0 ? valid : mutate(valid, rnd);
      expectSame(channelEventSchema, channelEventShape, value);
      if (channelEventSchema.safeParse(value).success) passed++;
      else refused++;
    }
    // Both sides were really exercised.
    expect(passed).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(1000);
  });

  it('read subscribe answers, event batches and resync notices as the schemas do', () => {
    const rnd = random(7);
    for (let i = 0; i < 1500; i++) {
      const answer = sample(subscribeAnswerShape, rnd);
      expectSame(subscribeAnswer, subscribeAnswerShape, i % 2 ? answer : mutate(answer, rnd));
      const notice = sample(resyncNoticeShape, rnd);
      expectSame(resyncNotice, resyncNoticeShape, i % 2 ? notice : mutate(notice, rnd));
    }
    expectSame(eventBatch, eventBatchShape, []);
    expectSame(
      eventBatch,
      eventBatchShape,
      Array.from({ length: EVENT_BATCH_MAX }, (_, i) => i),
    );
    expectSame(
      eventBatch,
      eventBatchShape,
      Array.from({ length: EVENT_BATCH_MAX + 1 }, () => 1),
    );
    expectSame(eventBatch, eventBatchShape, { 0: 1 });
  });

  it('refuses the payloads the contract refuses', () => {
    const base = { channel: 'site', seq: 1, at: 1 };
    const refused = [
      { ...base, type: 'match.score', data: { matchId: 1 } },
      { ...base, type: 'room.status', data: { roomId: 1, status: 'left' } },
      { ...base, type: 'no.such', data: {} },
      { ...base, seq: 0, type: 'site.notice', data: { text: 'x' } },
      { ...base, seq: 1.5, type: 'site.notice', data: { text: 'x' } },
      { ...base, type: 'site.notice', data: { text: '' } },
      { ...base, channel: 'x'.repeat(65), type: 'site.notice', data: { text: 'x' } },
      { ...base, type: 'room.viewers', data: { roomId: 2, viewers: Number.POSITIVE_INFINITY } },
      { ...base, type: 'user.role', data: { isAnchor: 2, isExpert: 0 } },
      null,
      [],
    ];
    for (const value of refused) expect(checkShape(channelEventShape, value).success).toBe(false);
    const passed = checkShape(channelEventShape, {
      ...base,
      extra: 1,
      type: 'room.viewers',
      data: { roomId: 2, viewers: 120, later: 'field' },
    });
    // Unknown keys are dropped, as zod drops them.
    expect(passed).toEqual({
      success: true,
      data: { ...base, type: 'room.viewers', data: { roomId: 2, viewers: 120 } },
    });
  });

  it('will not describe what it cannot check the same way', () => {
    expect(() => describeSchema(z.string().transform(Number))).toThrow(/no light shape/);
    expect(() => describeSchema(z.number().default(1))).toThrow(/no light shape/);
    expect(() => describeSchema(z.string().email())).toThrow(/no light shape/);
    expect(() => describeSchema(z.object({}).catchall(z.string()))).toThrow(/no light shape/);
    expect(() => describeSchema(z.number().multipleOf(2))).toThrow(/no light shape/);
    expect(describeSchema(z.strictObject({ a: z.string() }))).toEqual({
      t: 'object',
      fields: { a: { t: 'string' } },
      strict: true,
    });
  });
});
