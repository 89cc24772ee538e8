// Writing a page's head into the shell, the short cache behind it, the public origin's links, and the breaking
// news ids a browser closed.
import { describe, expect, it } from 'vitest';
import { withHead } from '../../server/http/page-head';
import { absoluteUrl } from '../../server/http/public-origin';
import { ShortCache } from '../../server/http/short-cache';
import { dismiss, dismissedIds } from '../../src/features/breaking-news/dismissed';

const MARK = '<!--mark-->';
const shell = `<head><title>站点</title>\n<meta\n  name="description"\n  content="旧描述"\n/>${MARK}</head>`;

describe('withHead', () => {
  it('replaces the title and the description and adds tags before the marker', () => {
    const out = withHead(shell, { title: 'A & B', description: '"描述"', tags: '<x>' }, MARK);
    expect(out).toBe(
      `<head><title>A &amp; B</title>\n<meta name="description" content="&quot;描述&quot;" /><x>${MARK}</head>`,
    );
  });

  it('takes $ patterns in a title literally', () => {
    const out = withHead(shell, { title: "$& $' $1 $$" }, MARK);
    expect(out).toContain('<title>$&amp; $&#39; $1 $$</title>');
  });

  it('adds a missing title or description at the marker, and leaves the shell alone without a head', () => {
    expect(withHead(`<head>${MARK}</head>`, { title: 'T', description: 'D' }, MARK)).toBe(
      `<head><title>T</title><meta name="description" content="D" />${MARK}</head>`,
    );
    expect(withHead(shell, {}, MARK)).toBe(shell);
  });
});

describe('absoluteUrl', () => {
  it('puts site paths on the origin, keeps http(s) URLs, drops anything else', () => {
    expect(absoluteUrl('https://q.test', '/gw/live/img/article/3.svg')).toBe(
      'https://q.test/gw/live/img/article/3.svg',
    );
    expect(absoluteUrl('https://q.test', 'https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    for (const bad of ['//evil.test/a.png', 'javascript:alert(1)', 'a.png', ''])
      expect(absoluteUrl('https://q.test', bad), bad).toBe('');
  });
});

describe('ShortCache', () => {
  it('makes one load per key while fresh, loads again after the TTL, and forgets failures', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ShortCache<number>(1000, 2, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache.get('b', load)).toBe(3);
  });

  it('keeps at most its bound of keys, dropping the oldest', async () => {
    let loads = 0;
    const cache = new ShortCache<number>(60_000, 2, () => 0);
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
  });
});

describe('closed breaking news', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    } as Storage;
  };

  it('remembers the last 20 closed ids, newest last, without doubles', () => {
    const storage = memory();
    for (let id = 1; id <= 25; id++) dismiss(id, storage);
    dismiss(10, storage);
    const ids = dismissedIds(storage);
    expect(ids).toHaveLength(20);
    expect(ids.at(-1)).toBe(10);
    expect(ids).not.toContain(5);
    expect(ids.filter((id) => id === 10)).toHaveLength(1);
  });

  it('reads garbage as nothing closed', () => {
    const storage = memory();
    storage.setItem('qiulive:breaking-dismissed', '{oops');
    expect(dismissedIds(storage)).toEqual([]);
    storage.setItem('qiulive:breaking-dismissed', '["1", 2, null]');
    expect(dismissedIds(storage)).toEqual([2]);
    expect(dismissedIds(undefined)).toEqual([]);
  });
});
