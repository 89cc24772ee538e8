// The first view written into the page shell (issue 25): / carries the hot matches, the home page's rooms and the bands
// of its first screen, /football the day's board with its seq, a live room its detail and chat page, each the API's own
// answer byte for byte; other pages carry none.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertList, bannerList } from '../../contract/calls/advert';
import { chatPage, giftAll } from '../../contract/calls/chat';
import { homePlans } from '../../contract/calls/expert';
import { footballList } from '../../contract/calls/live';
import { tvMatchList } from '../../contract/calls/live-match';
import { newsBanner, newsList } from '../../contract/calls/news';
import { roomDetail, roomPage } from '../../contract/calls/room';
import { seedDemoData } from '../../server/db/seed';
import { startTestApp, type TestApp, testEngine } from './harness';

const indexHtml = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>球live</title>
<!--qiulive:config--></head><body><div id="app"></div></body></html>`;

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qiulive-first-view-'));
  await writeFile(join(dir, 'index.html'), indexHtml);
  t = await startTestApp({ env: { STATIC_DIR: dir } });
  // The demo rooms, for a room page's first view.
  await seedDemoData(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

type Entry = { key: [string, Record<string, unknown>]; envelope: { code: number; data: unknown } };

async function firstViewOf(path: string): Promise<Entry[] | null> {
  const res = await t.app.inject({ url: path });
  expect(res.statusCode).toBe(200);
  const m = /<script type="application\/json" id="first-view">(.*?)<\/script>/s.exec(res.body);
  return m?.[1] ? (JSON.parse(m[1]) as Entry[]) : null;
}

describe(`first view in the page shell (${testEngine()})`, () => {
  it('/ carries the hot matches and the rooms, as the API answers them', async () => {
    const entries = await firstViewOf('/');
    expect(entries?.map((e) => e.key)).toEqual([
      [tvMatchList.path, {}],
      [roomPage.path, { pageSize: 7 }],
      [bannerList.path, { placeCode: 'home' }],
      [advertList.path, { placeCode: 'home_right' }],
      [newsBanner.path, { limit: 5 }],
      [newsList.path, { pageParam: { pageNum: 1, pageSize: 7 } }],
      [homePlans.path, { limit: 6 }],
    ]);
    const api = await t.app.inject({ url: `/gw${roomPage.path}?pageSize=7` });
    expect(entries?.[1]?.envelope).toEqual(JSON.parse(api.body));
    expect(entries?.[0]?.envelope.code).toBe(200);
  });

  it('/football carries the day board with the channel seq', async () => {
    const entries = await firstViewOf('/football');
    expect(entries?.[0]?.key).toEqual([footballList.path, {}]);
    const data = entries?.[0]?.envelope.data as { seq: unknown; matches: unknown[] };
    expect(typeof data.seq).toBe('number');
    expect(Array.isArray(data.matches)).toBe(true);
  });

  it('a live room carries its detail and chat page for a visitor, none for a logged-in viewer', async () => {
    const list = await t.app.inject({ url: `/gw${roomPage.path}?pageSize=1` });
    const roomId = (JSON.parse(list.body) as { data: { list: { roomId: number }[] } }).data.list[0]
      ?.roomId;
    expect(roomId).toBeTypeOf('number');
    const entries = await firstViewOf(`/live/room/${roomId}`);
    expect(entries?.map((e) => e.key)).toEqual([
      [roomDetail.path, { roomId }],
      [chatPage.path, { roomId }],
      [giftAll.path, {}],
    ]);
    const detail = entries?.[0]?.envelope.data as { roomId: number; seq: unknown };
    expect(detail.roomId).toBe(roomId);
    expect(typeof detail.seq).toBe('number');
    const res = await t.app.inject({
      url: `/live/room/${roomId}`,
      cookies: { auth: 'some-token' },
    });
    expect(res.body).not.toContain('id="first-view"');
  });

  it('a room that does not exist carries none', async () => {
    expect(await firstViewOf('/live/room/987654321')).toBeNull();
  });

  it('other pages carry none', async () => {
    expect(await firstViewOf('/basketball')).toBeNull();
  });
});
