// Scoreboard bench: the /football board with 320 matches in Chromium — time to the full list (against an
// empty board of the same build in the same run), what one live update re-renders (counted per commit
// through a React DevTools hook), and long tasks and frames while 20 matches update every second.
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { openBrowser } from '../../tests/e2e/browser';
import { writeResult } from '../result';
import { type CommitRecord, installProbe, type ProbeState } from './probe';
import { benchDay, LIVE, MATCHES, simulatorReference, updates } from './world';

const RUNS = 5;
const IDLE_MS = 10_000;
const LOAD_SECONDS = 30;
const UPDATES_PER_SECOND = 20;
const LONG_TASK_MS = 50;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};
const round1 = (x: number) => Math.round(x * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- the site: a build that keeps function names (for the render counts), the real app over PGlite ----

const outDir = resolve('.tmp/bench-scoreboard-dist');
console.log('building the client…');
await build({
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, rolldownOptions: { output: { keepNames: true } } },
});
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  FEED: 'off',
  HOST: '127.0.0.1',
  PORT: '0',
  STATIC_DIR: outDir,
});
const database = await openDatabase({ pglite: await PGlite.create() });
const app = await buildApp({ config, database });
const { ingest } = app.ctx;
const reference = await simulatorReference();
await ingest.reference(reference);
const day = benchDay(reference, Date.now());
await ingest.fixtures(day.fixtures);
await ingest.changes(day.changes, { cursor: Date.now() });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
const url = `http://127.0.0.1:${port}`;
console.log(`site up with ${MATCHES} football matches (${LIVE} in play)`);

const browser = await openBrowser();

async function probedPage(selector: string, count: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // tsx compiles installProbe with esbuild's keep-names helper, which the page has not got: give it one.
  await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await page.addInitScript(installProbe, { selector, count });
  return { page, close: () => context.close() };
}

const probe = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: ProbeState }).__bench);

/** Nav start → the list fully in the DOM, and → the list call answered (resource timing). */
async function firstRender(path: string, selector: string, count: number) {
  const { page, close } = await probedPage(selector, count);
  await page.goto(`${url}${path}`);
  await page.waitForFunction(
    () => (window as unknown as { __bench: ProbeState }).__bench.rowsShownAt !== null,
    undefined,
    { timeout: 60_000 },
  );
  const { rowsShownAt, firstShownAt } = await probe(page);
  const shown = rowsShownAt as number;
  const listAnswered = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return entries.find((e) => e.name.includes('/list'))?.responseEnd ?? Number.NaN;
  });
  const longest = Math.max(0, ...(await probe(page)).longTasks.map((t) => t.ms));
  await close();
  return { shown, first: firstShownAt as number, afterList: shown - listAnswered, longest };
}

// ---- 1. first render: 320 rows against an empty board (basketball has no matches in this world) ----

const board: Awaited<ReturnType<typeof firstRender>>[] = [];
const empty: Awaited<ReturnType<typeof firstRender>>[] = [];
for (let i = 0; i < RUNS; i++) {
  empty.push(await firstRender('/basketball', '[data-testid="board-empty"]', 1));
  board.push(await firstRender('/football', '[data-testid="board-row"]', MATCHES));
}
const firstRenderMs = median(board.map((r) => r.shown));
const emptyRenderMs = median(empty.map((r) => r.shown));
console.log(`first render: ${firstRenderMs} ms (empty board ${emptyRenderMs} ms)`);

// ---- 2. one update, then the idle and loaded phases on one open board -------------------------------

const { page, close } = await probedPage('[data-testid="board-row"]', MATCHES);
await page.goto(`${url}/football`);
await page.waitForFunction(
  () => (window as unknown as { __bench: ProbeState }).__bench.rowsShownAt !== null,
  undefined,
  { timeout: 60_000 },
);
await sleep(2_000);

const commitsSince = async (t: number): Promise<CommitRecord[]> =>
  (await probe(page)).commits.filter((c) => c.t > t);
const pageNow = () => page.evaluate(() => performance.now());

// One goal in one match: which commits follow, and what they render.
const before = await pageNow();
const [single] = updates(day, 0, 1, Date.now());
await ingest.changes(single ? [single] : [], { cursor: Date.now() });
const changedId = single?.kind === 'live' ? single.state.matchId : 0;
await page
  .locator(`[data-testid="board-row"][data-match-id="${changedId}"] [data-testid="row-flash"]`)
  .waitFor({ state: 'attached' });
await sleep(300);
const singleCommits = (await commitsSince(before)).filter(
  (c) => c.rows.length > 0 || c.names.ScoreList,
);
const singleRows = new Set(singleCommits.flatMap((c) => c.rows));
const singleNames: Record<string, number> = {};
for (const c of singleCommits)
  for (const [name, n] of Object.entries(c.names)) singleNames[name] = (singleNames[name] ?? 0) + n;
console.log(`one update: rows rendered ${[...singleRows].join(',')} (changed ${changedId})`);
console.log(`  components rendered: ${JSON.stringify(singleNames)}`);

interface PhaseFigures {
  seconds: number;
  longTasks: number;
  longestTaskMs: number;
  fps: number;
  maxFrameGapMs: number;
  commits: number;
  rowRenders: number;
  maxRowsPerCommit: number;
}

async function phase(
  seconds: number,
  tick: (round: number) => Promise<void>,
): Promise<PhaseFigures> {
  const start = await pageNow();
  for (let round = 0; round < seconds; round++) {
    const began = Date.now();
    await tick(round);
    await sleep(Math.max(0, 1_000 - (Date.now() - began)));
  }
  const end = await pageNow();
  const state = await probe(page);
  const tasks = state.longTasks.filter((t) => t.t >= start && t.t <= end);
  const frames = state.frames.filter((t) => t >= start && t <= end);
  const gaps = frames.slice(1).map((t, i) => t - (frames[i] as number));
  const commits = state.commits.filter((c) => c.t >= start && c.t <= end);
  return {
    seconds,
    longTasks: tasks.filter((t) => t.ms > LONG_TASK_MS).length,
    longestTaskMs: round1(Math.max(0, ...tasks.map((t) => t.ms))),
    fps: round1((frames.length / (end - start)) * 1000),
    maxFrameGapMs: round1(Math.max(0, ...gaps)),
    commits: commits.length,
    rowRenders: commits.reduce((n, c) => n + c.rows.length, 0),
    maxRowsPerCommit: Math.max(0, ...commits.map((c) => c.rows.length)),
  };
}

console.log(`idle ${IDLE_MS / 1000} s…`);
const idle = await phase(IDLE_MS / 1000, async () => {});
console.log(`loaded ${LOAD_SECONDS} s with ${UPDATES_PER_SECOND} match updates per second…`);
let sent = 0;
const loaded = await phase(LOAD_SECONDS, async (round) => {
  const batch = updates(day, round + 1, UPDATES_PER_SECOND, Date.now());
  sent += batch.length;
  await ingest.changes(batch, { cursor: Date.now() });
});
await close();
await browser.close();
await app.close();

const rowsPerUpdate = round1(loaded.rowRenders / sent);
const met =
  singleRows.size <= 1 &&
  (singleRows.size === 0 || singleRows.has(changedId)) &&
  loaded.maxRowsPerCommit <= UPDATES_PER_SECOND &&
  rowsPerUpdate <= 1 &&
  loaded.longTasks === 0;

writeResult({
  name: 'scoreboard',
  figures: {
    matches: MATCHES,
    firstRowsMs: round1(median(board.map((r) => r.first))),
    fullListMs: round1(firstRenderMs),
    fullListAfterAnswerMs: round1(median(board.map((r) => r.afterList))),
    loadLongestTaskMs: round1(median(board.map((r) => r.longest))),
    singleUpdateRowsRendered: singleRows.size,
    singleUpdateCommits: singleCommits.length,
    ...Object.fromEntries(
      Object.entries(singleNames).map(([name, n]) => [`singleUpdateRenders.${name}`, n]),
    ),
    loadedUpdatesSent: sent,
    loadedRowRenders: loaded.rowRenders,
    loadedRowRendersPerUpdate: rowsPerUpdate,
    loadedMaxRowsPerCommit: loaded.maxRowsPerCommit,
    loadedCommits: loaded.commits,
    loadedLongTasks: loaded.longTasks,
    loadedLongestTaskMs: loaded.longestTaskMs,
    loadedFps: loaded.fps,
    loadedMaxFrameGapMs: loaded.maxFrameGapMs,
  },
  baseline: {
    emptyBoardMs: round1(emptyRenderMs),
    fullListRatio: Math.round((firstRenderMs / emptyRenderMs) * 100) / 100,
    idleLongTasks: idle.longTasks,
    idleLongestTaskMs: idle.longestTaskMs,
    idleFps: idle.fps,
    idleMaxFrameGapMs: idle.maxFrameGapMs,
    idleCommits: idle.commits,
    idleRowRenders: idle.rowRenders,
  },
  target:
    'one update re-renders at most the changed row and the counters; no long task over 50 ms while 20 matches update every second',
  met,
});
process.exit(0);
