// The real built site on a free port over a fresh database with the demo data, for the browser to walk.
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { seedDemoData } from '../../server/db/seed';
import { openTestDatabase, startTestApp, type TestApp } from '../server/harness';
import type { Browser } from './browser';

export interface Site extends TestApp {
  url: string;
}

/**
 * The demo data a new user sees, seeded once a worker through the real services (~2.5 s, most of it the
 * community's posts, comments and likes) and dumped: later sites start from the dump. Its times are those of
 * that first seed, at most one e2e run old; nothing in the demo expires.
 */
let demoDataDir: Promise<Blob> | undefined;
function demoData() {
  demoDataDir ??= (async () => {
    const { database, pglite } = await openTestDatabase();
    await seedDemoData(database.db);
    if (!pglite) throw new Error('the e2e sites run on PGlite');
    const dump = await pglite.dumpDataDir('gzip');
    await database.close();
    return dump;
  })();
  return demoDataDir;
}

/** `env`: settings beyond the defaults (a sped-up feed, say). */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  // The site as `npm start` serves it: the demo data seeded before the app starts.
  const t = await startTestApp({
    env: { STATIC_DIR: inject('clientDist'), ...env },
    dataDir: await demoData(),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { ...t, url: `http://127.0.0.1:${port}` };
}

/** A fresh context and page that records uncaught errors, logged in through the auth cookie when given a token. */
export async function openPage(browser: Browser, site: Site, token?: string) {
  const ctx = await browser.newContext();
  if (token) await ctx.addCookies([{ name: 'auth', value: token, url: site.url }]);
  const page = await ctx.newPage();
  return { page, errors: watchErrors(page) };
}

/**
 * Waits until the client has taken the page over (hydrated the server's drawing, FIRST_PAINT=drawn: /, /football and
 * a live room, or rendered it afresh): the page's takeover signal marks <html> (src/lib/takeover.tsx). Taps and typing
 * before it are held and done again (public/after-paint.js); what the client's code must be running for (going
 * offline, say) waits for this.
 */
export function takenOver(page: Page) {
  return page.waitForFunction(() => document.documentElement.dataset.takeover === 'done');
}

/**
 * What a page must never do, as it happens: throw uncaught, or meet the Content-Security-Policy (a script,
 * socket, picture or worker the policy refuses is an error in the console, not an exception).
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      errors.push(message.text());
    }
  });
  return errors;
}

/**
 * Waits (at most 10 s) until every picture of the page has loaded or failed, so that each can be judged. A lazy
 * picture below the fold would never start in a browser that does not scroll: it is made eager first, so it is
 * judged too, and the wait does not run out its time on it (six pages of every-page spent 10 s each doing so).
 */
export async function picturesSettled(page: Page) {
  await page
    .waitForFunction(
      () =>
        Array.from(document.images).every((img) => {
          if (img.loading === 'lazy') img.loading = 'eager';
          return img.complete;
        }),
      null,
      { timeout: 10_000, polling: 100 },
    )
    .catch(() => undefined);
}
