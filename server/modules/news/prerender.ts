// An article page drawn by the server, for the first paint before the client's code has run: the header bar, the
// column, title, byline, summary and body, in the markup and classes the client's page renders
// (src/layouts/default.tsx, src/components/site-header.tsx, src/routes/news/article-page.tsx,
// src/features/news/article-author.tsx), so the client's first render replaces it in place, box for box.
// A reader on a slow phone reads at once; crawlers get the text in the HTML. The client takes over with the same
// article from the page's data (pageData below), so nothing is asked for twice. The body was sanitised on write.

import { authorKinds } from '../../../contract/calls/news';
import { formatFull, formatShort } from '../../../contract/format/dates';
import { readsText } from '../../../contract/format/reads';
import { escapeHtml } from '../../http/page-head';
import type { articleContent } from './articles';

type Article = Awaited<ReturnType<typeof articleContent>> & { viewCount: number };

const kindTone: Record<number, string> = {
  1: 'bg-sky-50 text-sky-700',
  2: 'bg-rose-50 text-rose-600',
  3: 'bg-amber-50 text-amber-700',
};

function header() {
  return `<header class="sticky top-0 z-30 bg-header shadow-[0_2px_8px_rgba(0,0,0,0.25)]"><div class="mx-auto flex h-14 w-content items-center pr-1 pl-3 lg:h-16 desk:px-0"><a href="/" class="mr-3 flex shrink-0 items-center gap-2 lg:mr-6" aria-label="球live 首页"><span class="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-accent-500 text-base font-black text-white shadow lg:size-9 lg:text-lg">球</span><span class="text-xl font-black tracking-tight text-white italic lg:text-2xl">球<span class="text-brand-500">live</span></span></a></div></header>`;
}

function byline(a: Article) {
  const kind = authorKinds[a.author.kind as keyof typeof authorKinds];
  const portrait = a.author.portrait
    ? `<img src="${escapeHtml(a.author.portrait)}" alt="" width="36" height="36" class="size-9 shrink-0 rounded-full object-cover">`
    : '<span class="size-9 shrink-0 rounded-full bg-neutral-200"></span>';
  return `<div class="mt-4 flex items-center gap-2.5">${portrait}<div class="min-w-0 flex-1"><div class="flex items-center gap-1.5"><span class="truncate text-sm font-medium text-neutral-800">${escapeHtml(a.author.nickName)}</span>${
    kind
      ? `<span class="shrink-0 rounded px-1.5 text-[11px] leading-[18px] ${kindTone[a.author.kind] ?? ''}">${kind}</span>`
      : ''
  }</div><div class="mt-0.5 flex items-center gap-3 text-xs text-neutral-400"><time datetime="${escapeHtml(a.publishedAt)}"><span class="lg:hidden">${formatShort(a.publishedAt)}</span><span class="hidden lg:inline">${formatFull(a.publishedAt)}</span></time><span>${readsText(a.viewCount)} 阅读</span></div></div></div>`;
}

/** The page's body inside #app until the client renders. */
export function articlePrerender(a: Article) {
  const summary = a.summary
    ? `<p class="mt-4 rounded bg-neutral-50 px-4 py-3 text-sm leading-relaxed text-neutral-600">${escapeHtml(a.summary)}</p>`
    : '';
  return `<div class="flex min-h-screen flex-col">${header()}<main class="mx-auto w-content flex-1 px-3 py-3 lg:py-5 desk:px-0"><div class="mx-auto max-w-[860px]"><article class="rounded-lg bg-white px-4 py-5 shadow-sm lg:px-10 lg:py-8"><a href="/news?column=${encodeURIComponent(a.columnNo)}" class="text-sm text-brand-600 hover:underline">${escapeHtml(a.columnName)}</a><h1 class="mt-2 text-xl font-black leading-snug text-neutral-900 lg:text-[28px]">${escapeHtml(a.title)}</h1>${byline(a)}${summary}<div class="news-body mt-5 break-words text-[16px] leading-8 text-neutral-800">${a.body}</div></article></div></main></div>`;
}

/** The id of the script element that carries a page's data for the client's cache (src/lib/page-data.ts). */
export const PAGE_DATA_ID = 'page-data';

/**
 * The data the client would ask for first, as the answer it would get: `key` is the cache key (the call's path
 * and input), `envelope` the call's envelope. JSON in a non-executed script element, with `<` escaped so the
 * text can never close the element.
 */
export function pageData(key: [string, Record<string, unknown>], envelope: unknown) {
  const json = JSON.stringify({ key, envelope }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}
