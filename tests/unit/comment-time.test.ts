// A comment's time: 刚刚 / N分钟前 / N小时前 / 昨天 HH:mm / MM-DD HH:mm / YYYY-MM-DD HH:mm:ss (Beijing time).
import { describe, expect, it } from 'vitest';
import { commentTime } from '../../src/features/news/comments/comment-time';

const now = Date.parse('2026-11-26T13:30:00+08:00');
const at = (s: string) => new Date(`${s}+08:00`).toISOString();

describe('commentTime', () => {
  it('counts minutes and hours within today', () => {
    expect(commentTime(at('2026-11-26T13:29:31'), now)).toBe('刚刚');
    expect(commentTime(at('2026-11-26T13:25:00'), now)).toBe('5分钟前');
    expect(commentTime(at('2026-11-26T01:10:00'), now)).toBe('12小时前');
  });
  it('says 昨天 for yesterday, then the spec formats', () => {
    expect(commentTime(at('2026-11-25T23:50:00'), now)).toBe('昨天 23:50');
    expect(commentTime(at('2026-03-02T08:05:00'), now)).toBe('03-02 08:05');
    expect(commentTime(at('2025-12-31T22:00:09'), now)).toBe('2025-12-31 22:00:09');
    expect(commentTime('not a date', now)).toBe('');
  });
});
