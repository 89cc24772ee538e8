// The community suites' browser pages: a phone (390 px, touch) or a desktop (1440 px), logged in through the
// auth cookie when given a token, recording uncaught errors and answering window.confirm / alert.
import type { Page } from 'playwright-core';
import type { Browser } from './browser';
import { type Site, watchErrors } from './site';

export type Width = 'phone' | 'desktop';

/** `confirm`: how window.confirm is answered ('dismiss' unless a test means to go through with it). */
export async function openCommunityPage(
  browser: Browser,
  site: Site,
  width: Width,
  token?: string,
  confirm: 'accept' | 'dismiss' = 'dismiss',
) {
  const ctx = await browser.newContext(
    width === 'phone'
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1440, height: 900 } },
  );
  if (token) await ctx.addCookies([{ name: 'auth', value: token, url: site.url }]);
  const page = await ctx.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void (confirm === 'accept' ? d.accept() : d.dismiss());
  });
  return { page, errors: watchErrors(page), dialogs, close: () => ctx.close() };
}

/** Nothing wider than the window (no sideways scroll on a phone). */
export const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
