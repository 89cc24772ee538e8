// Loads the server's build of the client's first paint (src/prerender.tsx, built by vite.ssr.config.ts into the
// static dir's sibling `<static dir>-ssr`, ./dist-ssr beside ./dist) by path: the server never imports src/, it runs
// what the build made (self-contained, its packages bundled in). No build, or one that fails to load: pages go out
// without a drawn first paint, as before.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** One first-view answer, as the page's JSON island carries it (server/http/first-view.ts). */
export interface DrawEntry {
  key: [string, Record<string, unknown>];
  envelope: unknown;
}

/**
 * Draws the page at `url` from its first view's answers as at the instant `at` (ms, every clock in it tells that
 * time): the HTML that goes inside #app.
 */
export type DrawPage = (url: string, entries: DrawEntry[], at: number) => Promise<string>;

/** Where the drawing's build sits for a static dir: beside it, its name plus `-ssr`. */
export const ssrDirOf = (staticDir: string) => `${resolve(staticDir)}-ssr`;

export async function loadPageDrawer(
  staticDir: string,
  log: FastifyBaseLogger,
): Promise<DrawPage | null> {
  const file = join(ssrDirOf(staticDir), 'prerender.js');
  if (!existsSync(file)) return null;
  try {
    const built = (await import(pathToFileURL(file).href)) as { render?: DrawPage };
    return typeof built.render === 'function' ? built.render : null;
  } catch (err) {
    log.warn({ err }, 'the first paint build could not be loaded: pages start empty');
    return null;
  }
}
