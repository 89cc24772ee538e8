// The 广告与海报 desk: an operator creates, edits, switches, times, orders and deletes adverts of each place and the
// poster categories; the public lists change on the next request, an open page hears advert.changed on the site
// channel, every write is audited with before/after and its reason, and bad jumps are refused with their codes.
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAdvert, AdminAdvertCategory } from '../../contract/calls/admin-adverts';
import { errors } from '../../contract/errors';
import { type ChannelEvent, channels } from '../../contract/events';
import { adminAudit, uploads } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';
import { demoAdvertsStep } from '../../server/db/seed/adverts';
import { type AdminSession, adminWithSession, asAdmin, GW, post } from './admin-support';
import { startTestApp, type TestApp } from './harness';
import { dataUrl, pngOf } from './profile-fixtures';

let t: TestApp;
let operator: AdminSession;
let socket: Socket;
const events: ChannelEvent[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.database.db, [demoAdvertsStep]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  operator = await adminWithSession(t.app, 'operator');
  socket = connect(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  socket.on('event', (e: ChannelEvent) => events.push(e));
  socket.on('events', (list: ChannelEvent[]) => events.push(...list));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = await socket.emitWithAck('subscribe', { channel: channels.site });
  expect(ack.ok).toBe(true);
});
afterAll(async () => {
  socket?.close();
  await t?.close();
});

const db = () => t.database.db;
const adminGet = (p: string, s: AdminSession = operator) =>
  t.app.inject({ method: 'GET', url: GW + p, headers: asAdmin(s) });
const adminPost = (p: string, body: unknown, s: AdminSession = operator) =>
  post(t.app, p, body, asAdmin(s));
const publicList = async (path: string, placeCode: string) =>
  (await t.app.inject({ url: `${GW}${path}?placeCode=${placeCode}` })).json().data as {
    id: number;
    title: string;
  }[];
const banners = async () => (await publicList('/api/banner/list', 'home')).map((b) => b.title);

const desk = async (placeCode: string) =>
  (await adminGet(`/admin/adverts?placeCode=${placeCode}`)).json().data as {
    list: AdminAdvert[];
    categories: AdminAdvertCategory[];
  };

const lastAudit = async (action: string) =>
  (
    await db()
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, action))
      .orderBy(desc(adminAudit.id))
      .limit(1)
  )[0];

/** Waits for the next advert.changed of a place after `from` events. */
const heard = (placeCode: string, from: number) =>
  expect
    .poll(
      () =>
        events
          .slice(from)
          .some((e) => e.type === 'advert.changed' && e.data.placeCode === placeCode),
      { timeout: 30_000 },
    )
    .toBe(true);

const fields = {
  title: '世界杯预选赛 焦点战',
  imageUrl: '/banners/ucl-knockout.svg',
  jumpType: 1,
  innerPageId: 4,
  targetId: '1001',
};
/** A new home banner; an edit sends the fields alone (an advert stays in its place). */
const banner = { placeCode: 'home', ...fields };

describe('adverts of a place', () => {
  it('creates a banner at the end, served at once, pushed, audited with the reason', async () => {
    const before = await banners();
    const from = events.length;
    const res = await adminPost('/admin/adverts', { ...banner, reason: '赛事推广' });
    expect(res.json().code).toBe(200);
    const created = res.json().data as AdminAdvert;
    expect(created).toMatchObject({
      placeCode: 'home',
      innerPageId: 4,
      targetId: '1001',
      outerLink: null,
      enabled: true,
      live: true,
    });
    expect(await banners()).toEqual([...before, banner.title]);
    await heard('home', from);
    expect(await lastAudit('advert.create')).toMatchObject({
      username: operator.username,
      targetType: 'advert',
      targetId: String(created.id),
      reason: '赛事推广',
      before: null,
      after: { title: banner.title, innerPageId: 4 },
    });
  });

  it('refuses bad jumps and pictures with their own codes, and writes nothing', async () => {
    const count = (await desk('home')).list.length;
    const cases: [Record<string, unknown>, number][] = [
      [
        { jumpType: 2, outerLink: 'javascript:alert(1)', innerPageId: null },
        errors.advertLinkUnsafe.code,
      ],
      [{ jumpType: 2, outerLink: 'JAVASCRIPT:alert(1)' }, errors.advertLinkUnsafe.code],
      [{ jumpType: 2, outerLink: '//evil.example/x' }, errors.advertLinkUnsafe.code],
      [{ jumpType: 2, outerLink: 'data:text/html,hi' }, errors.advertLinkUnsafe.code],
      [{ jumpType: 2, outerLink: null }, errors.advertLinkUnsafe.code],
      [{ innerPageId: 11 }, errors.advertInnerPageInvalid.code],
      [{ innerPageId: 0 }, errors.advertInnerPageInvalid.code],
      [{ innerPageId: null }, errors.advertInnerPageInvalid.code],
      [{ innerPageId: 10, targetId: null }, errors.advertTargetMissing.code],
      [{ innerPageId: 7, targetId: '  ' }, errors.advertTargetMissing.code],
      [{ imageUrl: 'javascript:alert(1)' }, errors.advertImageInvalid.code],
      [{ startAt: 2_000, endAt: 1_000 }, errors.advertWindowInvalid.code],
    ];
    for (const [change, code] of cases) {
      const res = await adminPost('/admin/adverts', { ...banner, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().code, JSON.stringify(change)).toBe(code);
      expect(res.json().msg.length).toBeGreaterThan(4);
    }
    // Shapes the contract refuses: an unknown place, a jumpType other than 1 or 2, no title.
    for (const change of [{ placeCode: 'nowhere' }, { jumpType: 3 }, { title: ' ' }]) {
      const res = await adminPost('/admin/adverts', { ...banner, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(errors.badParams.code);
    }
    expect((await desk('home')).list.length).toBe(count);
  });

  it('keeps only the fields a jump uses, and accepts web and site links', async () => {
    for (const outerLink of ['https://www.example.com/a?b=1', 'http://x.cn', '/about/10001', '/']) {
      const res = await adminPost('/admin/adverts', {
        ...banner,
        title: `外链 ${outerLink}`,
        jumpType: 2,
        outerLink,
      });
      expect(res.json().data).toMatchObject({ outerLink, innerPageId: null, targetId: null });
    }
    // A page that takes no target drops one sent along.
    const page = await adminPost('/admin/adverts', { ...banner, title: '有料', innerPageId: 6 });
    expect(page.json().data).toMatchObject({ innerPageId: 6, targetId: null });
  });

  it('edits, disables and times an advert: the public list follows each change', async () => {
    const from = events.length;
    const { list } = await desk('home');
    const item = list.find((a) => a.title === banner.title)!;
    const edited = await adminPost(`/admin/adverts/${item.id}`, {
      ...fields,
      title: '焦点战 改名',
      jumpType: 1,
      innerPageId: 10,
      targetId: '88',
      reason: '换标题',
    });
    expect(edited.json().data).toMatchObject({
      title: '焦点战 改名',
      innerPageId: 10,
      targetId: '88',
    });
    expect(await banners()).toContain('焦点战 改名');
    expect(await lastAudit('advert.update')).toMatchObject({
      reason: '换标题',
      before: { title: banner.title, targetId: '1001' },
      after: { title: '焦点战 改名', targetId: '88' },
    });

    const off = await adminPost(`/admin/adverts/${item.id}/enabled`, {
      enabled: false,
      reason: '下线',
    });
    expect(off.json().data).toMatchObject({ enabled: false, live: false });
    expect(await banners()).not.toContain('焦点战 改名');
    expect(await lastAudit('advert.disable')).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
      reason: '下线',
    });
    await adminPost(`/admin/adverts/${item.id}/enabled`, { enabled: true });

    // A window that starts tomorrow hides it until then.
    const later = Date.now() + 86_400_000;
    const timed = await adminPost(`/admin/adverts/${item.id}`, {
      ...fields,
      title: '焦点战 改名',
      startAt: later,
      endAt: later + 86_400_000,
    });
    expect(timed.json().data).toMatchObject({ startAt: later, live: false });
    expect(await banners()).not.toContain('焦点战 改名');
    await adminPost(`/admin/adverts/${item.id}`, { ...fields, title: '焦点战 改名' });
    expect(await banners()).toContain('焦点战 改名');
    await heard('home', from);

    const missing = await adminPost('/admin/adverts/2147483647', fields);
    expect(missing.json().code).toBe(errors.advertNotFound.code);
  });

  it('moves an advert up and down; the ends refuse; the public order follows', async () => {
    const order = await banners();
    const { list } = await desk('home');
    const second = list.find((a) => a.title === order[1])!;
    const up = await adminPost(`/admin/adverts/${second.id}/move`, {
      direction: 'up',
      reason: '置顶',
    });
    expect(up.json().code).toBe(200);
    expect((await banners()).slice(0, 2)).toEqual([order[1], order[0]]);
    expect(await lastAudit('advert.move')).toMatchObject({
      reason: '置顶',
      after: { direction: 'up' },
    });
    const edge = await adminPost(`/admin/adverts/${second.id}/move`, { direction: 'up' });
    expect(edge.json().code).toBe(errors.advertMoveEdge.code);
    await adminPost(`/admin/adverts/${second.id}/move`, { direction: 'down' });
    expect(await banners()).toEqual(order);
  });

  it('deletes an advert with its before in the audit', async () => {
    const { list } = await desk('home');
    const item = list.find((a) => a.title === '有料')!;
    const res = await adminPost(`/admin/adverts/${item.id}/delete`, { reason: '过期活动' });
    expect(res.json()).toMatchObject({ code: 200, data: { id: item.id } });
    expect((await desk('home')).list.some((a) => a.id === item.id)).toBe(false);
    expect(await lastAudit('advert.delete')).toMatchObject({
      targetId: String(item.id),
      before: { title: '有料' },
      reason: '过期活动',
    });
    const again = await adminPost(`/admin/adverts/${item.id}/delete`, {});
    expect(again.json().code).toBe(errors.advertNotFound.code);
  });
});

describe('posters and their categories', () => {
  const posters = async () =>
    (
      (await t.app.inject({ url: `${GW}/inform/poster/v2/cate/list?placeCode=home_poster` })).json()
        .data as { cateName: string; posters: { title: string }[] }[]
    ).map((c) => [c.cateName, c.posters.map((p) => p.title)] as const);

  it('creates, renames, orders and deletes categories; a poster needs one; a full one is kept', async () => {
    const created = await adminPost('/admin/advert-categories', {
      placeCode: 'home_poster',
      name: '赛事专题',
      reason: '新栏目',
    });
    const cate = created.json().data as AdminAdvertCategory;
    expect(cate).toMatchObject({ name: '赛事专题', posters: 0 });
    expect(await lastAudit('advert.category-create')).toMatchObject({ reason: '新栏目' });

    const dup = await adminPost('/admin/advert-categories', {
      placeCode: 'home_poster',
      name: '赛事专题',
    });
    expect(dup.json().code).toBe(errors.advertCategoryExists.code);
    const noCates = await adminPost('/admin/advert-categories', {
      placeCode: 'home',
      name: '轮播',
    });
    expect(noCates.json().code).toBe(errors.advertNoCategories.code);

    const poster = {
      ...banner,
      placeCode: 'home_poster',
      title: '德比之战',
      innerPageId: 9,
      targetId: null,
    };
    const bare = await adminPost('/admin/adverts', poster);
    expect(bare.json().code).toBe(errors.advertCategoryRequired.code);
    const elsewhere = await adminPost('/admin/adverts', { ...poster, cateId: 2147483647 });
    expect(elsewhere.json().code).toBe(errors.advertCategoryNotFound.code);
    const made = await adminPost('/admin/adverts', { ...poster, cateId: cate.id });
    expect(made.json().data).toMatchObject({ cateId: cate.id });
    expect((await posters()).at(-1)).toEqual(['赛事专题', ['德比之战']]);

    const from = events.length;
    await adminPost(`/admin/advert-categories/${cate.id}`, { name: '焦点专题', reason: '改名' });
    expect((await posters()).at(-1)?.[0]).toBe('焦点专题');
    await heard('home_poster', from);
    expect(await lastAudit('advert.category-rename')).toMatchObject({
      before: { name: '赛事专题' },
      after: { name: '焦点专题' },
    });

    await adminPost(`/admin/advert-categories/${cate.id}/move`, { direction: 'up' });
    const names = (await posters()).map(([n]) => n);
    expect(names.indexOf('焦点专题')).toBe(names.length - 2);
    const top = (await desk('home_poster')).categories[0]!;
    const edge = await adminPost(`/admin/advert-categories/${top.id}/move`, { direction: 'up' });
    expect(edge.json().code).toBe(errors.advertMoveEdge.code);

    const full = await adminPost(`/admin/advert-categories/${cate.id}/delete`, { reason: '清理' });
    expect(full.json().code).toBe(errors.advertCategoryNotEmpty.code);
    await adminPost(`/admin/adverts/${(made.json().data as AdminAdvert).id}/delete`, {});
    const gone = await adminPost(`/admin/advert-categories/${cate.id}/delete`, { reason: '清理' });
    expect(gone.json().code).toBe(200);
    expect((await desk('home_poster')).categories.some((c) => c.id === cate.id)).toBe(false);
    expect(await lastAudit('advert.category-delete')).toMatchObject({
      before: { name: '焦点专题' },
      reason: '清理',
    });
  });

  it('the desk lists disabled rows too, and read-only auditors cannot write', async () => {
    const auditor = await adminWithSession(t.app, 'auditor');
    const res = await adminPost('/admin/adverts', banner, auditor);
    expect(res.statusCode).toBe(403);
    const bad = await adminGet('/admin/adverts?placeCode=elsewhere');
    expect(bad.json().code).toBe(errors.badParams.code);
  });
});

describe('pictures', () => {
  it('an operator uploads a picture: re-encoded, served, owned by the operator, usable as a banner, audited', async () => {
    const res = await adminPost('/admin/adverts/upload', {
      file: dataUrl('image/png', pngOf(60, 20)),
    });
    expect(res.json().code).toBe(200);
    const { url } = res.json().data as { url: string };
    expect(url).toMatch(/\/uploads\/[A-Za-z0-9_-]{22}\.png$/);
    const served = await t.app.inject({
      url: url.startsWith('/gw') ? url : `${GW}/uploads/${url.split('/').pop()}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const [row] = await db()
      .select({ userId: uploads.userId, adminId: uploads.adminId })
      .from(uploads)
      .where(eq(uploads.id, url.split('/').pop()!.split('.')[0]!));
    expect(row).toEqual({ userId: null, adminId: operator.id });
    expect(await lastAudit('advert.upload')).toMatchObject({ after: { url } });

    const made = await adminPost('/admin/adverts', { ...banner, title: '上传的图', imageUrl: url });
    expect(made.json().data).toMatchObject({ imageUrl: url });

    const notImage = await adminPost('/admin/adverts/upload', {
      file: `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}`,
    });
    expect(notImage.json().code).toBe(errors.uploadUnsupported.code);
    const empty = await adminPost('/admin/adverts/upload', { file: '' });
    expect(empty.json().code).toBe(errors.badParams.code);
  });
});
