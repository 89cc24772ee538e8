// What a plan may not say: promises of a sure win (the scam of 包中 / 稳赚 sellers) and links to betting sites.
// Refused with a clear message rather than masked: an expert rewrites a sentence, a buyer never reads the promise.

/** Phrases peers' regulators and app stores single out; compared without spaces and case. */
export const BANNED_PHRASES = [
  '包中',
  '稳赚',
  '必中',
  '百分百',
  '100%',
  '稳胆',
  '包赢',
  '必赢',
  '保本',
  '不中包赔',
  '内幕',
  '假球',
  '稳红',
  '十拿九稳',
] as const;

const LINK = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|cc|top|vip|xyz|me|io|co)\b)/i;

export type PhraseProblem = { kind: 'banned'; phrase: string } | { kind: 'link' } | null;

export function phraseProblem(...texts: string[]): PhraseProblem {
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, '').toLowerCase();
    const phrase = BANNED_PHRASES.find((p) => text.includes(p.toLowerCase()));
    if (phrase) return { kind: 'banned', phrase };
    if (LINK.test(raw)) return { kind: 'link' };
  }
  return null;
}
