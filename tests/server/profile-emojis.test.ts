// GET /user/common/getEmojis: a grouped Unicode emoji set whose codes the chat carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { startTestApp, type TestApp } from './harness';
import { getAs } from './profile-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /user/common/getEmojis', () => {
  it('answers about 80 emoji in named groups, each with a unique [code], its character and a name', async () => {
    const res = await getAs(t.app, '/user/common/getEmojis');
    expect(res.statusCode).toBe(200);
    const { emojiHead, groups } = res.json().data as {
      emojiHead: string;
      groups: { name: string; emojis: { code: string; char: string; name: string }[] }[];
    };
    expect(emojiHead).toBe('');
    expect(groups.map((g) => g.name)).toEqual(
      expect.arrayContaining(['表情', '手势', '体育', '庆祝']),
    );
    const all = groups.flatMap((g) => g.emojis);
    expect(all.length).toBeGreaterThanOrEqual(75);
    expect(all.length).toBeLessThanOrEqual(100);
    expect(new Set(all.map((e) => e.code)).size).toBe(all.length);
    expect(new Set(all.map((e) => e.char)).size).toBe(all.length);
    for (const e of all) {
      expect(e.code).toBe(`[${e.name}]`);
      expect(e.code).toMatch(/^\[[^[\]]+\]$/);
      expect(e.char).toMatch(/^\p{Extended_Pictographic}/u);
    }
    expect(all).toContainEqual({ code: '[笑脸]', char: '😀', name: '笑脸' });
    expect(all).toContainEqual({ code: '[足球]', char: '⚽', name: '足球' });
  });

  it('refuses unknown query fields', async () => {
    const res = await getAs(t.app, '/user/common/getEmojis?group=1');
    expect(res.json().code).toBe(errors.badParams.code);
  });
});
