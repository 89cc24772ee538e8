// Breaking news (快讯): the operator's `news breaking` pushes the article on the site channel to a real socket.io
// client, a page opened within 30 minutes reads it from /inform/info/breaking, and unpublished articles are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BREAKING_NEWS_MS } from '../../contract/calls/news-breaking';
import { errors } from '../../contract/errors';
import { channels } from '../../contract/events';
import { runOperator } from '../../server/cli/operator-commands';
import { setArticleStatus } from '../../server/modules/news/authoring';
import { flagBreaking, latestBreaking } from '../../server/modules/news/breaking';
import { testEngine } from './harness';
import { newsWorld } from './news-world';
import {
  ask,
  connectClient,
  type RealtimeApp,
  recordEvents,
  startRealtimeApp,
} from './realtime-support';

let t: RealtimeApp;
let world: Awaited<ReturnType<typeof newsWorld>>;
beforeAll(async () => {
  t = await startRealtimeApp();
  world = await newsWorld(t.database.db);
});
afterAll(() => t.close());

async function operator(...args: string[]) {
  const lines: string[] = [];
  const code = await runOperator(args, t.app.ctx, (line) => lines.push(line));
  return { code, out: lines.join('\n') };
}

const latest = async () =>
  (await t.app.inject({ url: '/gw/inform/info/breaking' })).json() as {
    code: number;
    data: { id: number; title: string; at: number; expiresAt: number } | null;
  };

describe(`breaking news (${testEngine()})`, () => {
  it('has nothing to show before an operator flags an article', async () => {
    expect(await latest()).toMatchObject({ code: 200, data: null });
  });

  it('pushes a flagged article on the site channel to an open page', async () => {
    const socket = await connectClient(t.url);
    try {
      const pushes = recordEvents(socket);
      expect(await ask(socket, 'subscribe', { channel: channels.site })).toMatchObject({
        ok: true,
      });
      const before = Date.now();
      const done = await operator('news', 'breaking', String(world.ids.derbyReport));
      expect(done.code).toBe(0);
      expect(done.out).toContain(
        `文章 #${world.ids.derbyReport}「战报：申花 2-1 海港，德比逆转」已标为快讯`,
      );
      await pushes.until(channels.site, 1);
      const [event] = pushes.of(channels.site);
      expect(event).toMatchObject({
        channel: 'site',
        type: 'news.breaking',
        data: {
          id: world.ids.derbyReport,
          title: '战报：申花 2-1 海港，德比逆转',
          summary: '战报：申花 2-1 海港，德比逆转。',
        },
      });
      const data = event!.data as { at: number; expiresAt: number };
      expect(data.at).toBeGreaterThanOrEqual(before);
      expect(data.expiresAt - data.at).toBe(BREAKING_NEWS_MS);
      // A page opened now reads the same item.
      expect((await latest()).data).toEqual(event!.data);
    } finally {
      socket.close();
    }
  });

  it('shows the newest flag; expired or withdrawn items are gone', async () => {
    const db = t.database.db;
    const old = await flagBreaking(
      t.app.ctx,
      world.ids.nba,
      new Date(Date.now() - BREAKING_NEWS_MS - 1000),
    );
    expect((await latest()).data?.id).toBe(world.ids.derbyReport);
    expect(await latestBreaking(db, old.at + 1000)).toMatchObject({ id: world.ids.nba });
    await flagBreaking(t.app.ctx, world.ids.epl);
    expect((await latest()).data?.id).toBe(world.ids.epl);
    await setArticleStatus(db, world.ids.epl, 'withdrawn');
    expect((await latest()).data?.id).toBe(world.ids.derbyReport);
    expect(await latestBreaking(db, Date.now() + BREAKING_NEWS_MS + 1000)).toBeNull();
  });

  it('refuses to flag an unknown, draft or withdrawn article, and bad ids', async () => {
    for (const id of ['999999', String(world.ids.draft), String(world.ids.epl)]) {
      const refused = await operator('news', 'breaking', id);
      expect(refused.code, id).toBe(1);
      expect(refused.out).toContain('拒绝：文章不存在或已下线（18000）');
    }
    expect((await operator('news', 'breaking')).code).toBe(2);
    expect((await operator('news', 'breaking', '0')).code).toBe(2);
    expect((await operator('news', 'breaking', '12abc')).code).toBe(2);
  });

  it('refuses unknown query fields with the 10001 envelope', async () => {
    const res = await t.app.inject({ url: '/gw/inform/info/breaking?x=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: errors.badParams.code });
  });
});
