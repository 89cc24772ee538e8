// How many have read something, as the Chinese sites count it: 9999, then 1.2万, and 12万 past a hundred thousand.
// Shared by the article's byline (src/features/news/article-author.tsx) and the server's drawn first paint
// (server/modules/news/prerender.ts), which must read alike.
export const readsText = (n: number) =>
  n >= 10_000 ? `${(n / 10_000).toFixed(n >= 100_000 ? 0 : 1).replace(/\.0$/, '')}万` : String(n);
