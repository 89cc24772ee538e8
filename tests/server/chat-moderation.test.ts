// The ban list and the managers (spec §5/§6): who may ban whom in which room, bans counted at once on every
// process and pushed as room.ban, and only the anchor naming or removing managers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { isBannedIn } from '../../server/modules/room/rooms';
import { MemoryKvStore } from '../../server/stores/kv';
import {
  getWith,
  makeManager,
  newRoom,
  newViewer,
  type Person,
  roomEvents,
  say,
} from './chat-world';
import { startTestApp, type TestApp, testEngine } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = async (
  path: string,
  query: Record<string, string | number>,
  who?: Person,
  app = t.app,
) => (await getWith(app, path, query, who)).json();
const ban = (who: Person, target: Person, roomId?: number) =>
  call('/api/forbid/add', { nickName: target.user.nickName, ...(roomId ? { roomId } : {}) }, who);
const addManager = (who: Person, target: Person, roomId?: number) =>
  call('/api/manager/add', { nickName: target.user.nickName, ...(roomId ? { roomId } : {}) }, who);

describe(`bans (${testEngine()})`, () => {
  it('lets the anchor ban a viewer in its own room, pushes room.ban, and lifts it by row id', async () => {
    const { room, anchor } = await newRoom(db());
    const fan = await newViewer(db());
    const banned = await ban(anchor, fan);
    expect(banned).toMatchObject({
      code: 200,
      data: { roomId: room.id, userId: fan.user.id, nickName: fan.user.nickName },
    });
    expect(await isBannedIn(db(), room.id, fan.user.id)).toBe(true);
    expect((await say(t.app, fan, { roomId: room.id, content: '为什么' })).json().code).toBe(
      errors.chatBanned.code,
    );
    // Twice is the standing ban, not a second row.
    expect((await ban(anchor, fan, room.id)).data.id).toBe(banned.data.id);
    const list = await call('/api/forbid/list', {}, anchor);
    expect(list.data).toMatchObject({ total: 1, list: [{ id: banned.data.id }] });
    const filtered = await call('/api/forbid/list', { nickName: '没有这个人' }, anchor);
    expect(filtered.data).toEqual({ list: [], total: 0 });
    const lifted = await call('/api/forbid/remove', { id: banned.data.id }, anchor);
    expect(lifted).toMatchObject({ code: 200, data: { id: banned.data.id } });
    expect((await say(t.app, fan, { roomId: room.id, content: '谢谢' })).json().code).toBe(200);
    const pushes = await roomEvents(t.app, room.id, 'room.ban');
    expect(pushes.map((e) => e.data)).toEqual([
      { roomId: room.id, userId: fan.user.id, banned: true },
      { roomId: room.id, userId: fan.user.id, banned: true },
      { roomId: room.id, userId: fan.user.id, banned: false },
    ]);
    expect((await call('/api/forbid/remove', { id: banned.data.id }, anchor)).code).toBe(
      errors.banNotFound.code,
    );
  });

  it('lets a manager ban viewers in its room only, never the anchor or another manager', async () => {
    const a = await newRoom(db());
    const b = await newRoom(db());
    const [manager, otherManager, fan] = [
      await newViewer(db()),
      await newViewer(db()),
      await newViewer(db()),
    ];
    await makeManager(db(), a.room.id, manager.user.id);
    await makeManager(db(), a.room.id, otherManager.user.id);
    expect((await ban(manager, fan, b.room.id)).code).toBe(errors.moderatorOnly.code);
    expect(await isBannedIn(db(), b.room.id, fan.user.id)).toBe(false);
    expect((await ban(manager, a.anchor, a.room.id)).code).toBe(errors.banAnchorRefused.code);
    expect((await ban(manager, otherManager, a.room.id)).code).toBe(errors.banManagerRefused.code);
    expect((await ban(manager, manager, a.room.id)).code).toBe(errors.banSelfRefused.code);
    // A manager has no room of its own: it must say which.
    expect((await ban(manager, fan)).code).toBe(errors.moderationRoomRequired.code);
    expect((await ban(manager, fan, a.room.id)).code).toBe(200);
    // The anchor may ban a manager; nobody bans the anchor, not even itself.
    expect((await ban(a.anchor, otherManager)).code).toBe(200);
    expect((await ban(a.anchor, a.anchor)).code).toBe(errors.banSelfRefused.code);
    expect((await ban(b.anchor, a.anchor, a.room.id)).code).toBe(errors.moderatorOnly.code);
    // In another anchor's room an anchor is a viewer like any other.
    expect((await ban(b.anchor, a.anchor, b.room.id)).code).toBe(200);
  });

  it('checks the rights on the ban row’s own room when lifting and listing', async () => {
    const a = await newRoom(db());
    const b = await newRoom(db());
    const [managerOfB, fan] = [await newViewer(db()), await newViewer(db())];
    await makeManager(db(), b.room.id, managerOfB.user.id);
    const banned = await ban(a.anchor, fan);
    expect((await call('/api/forbid/remove', { id: banned.data.id }, managerOfB)).code).toBe(
      errors.moderatorOnly.code,
    );
    expect((await call('/api/forbid/remove', { id: banned.data.id }, b.anchor)).code).toBe(
      errors.moderatorOnly.code,
    );
    expect((await call('/api/forbid/remove', { id: banned.data.id }, fan)).code).toBe(
      errors.moderatorOnly.code,
    );
    expect((await call('/api/forbid/list', { roomId: a.room.id }, managerOfB)).code).toBe(
      errors.moderatorOnly.code,
    );
    expect((await call('/api/forbid/list', { roomId: a.room.id }, fan)).code).toBe(
      errors.moderatorOnly.code,
    );
    expect(await isBannedIn(db(), a.room.id, fan.user.id)).toBe(true);
  });

  it('answers visitors, bad input, unknown users and rooms with their own codes', async () => {
    const { room, anchor } = await newRoom(db());
    const fan = await newViewer(db());
    expect((await call('/api/forbid/add', { nickName: fan.user.nickName })).code).toBe(
      errors.notLoggedIn.code,
    );
    expect((await call('/api/forbid/add', {}, anchor)).code).toBe(errors.badParams.code);
    expect((await call('/api/forbid/add', { nickName: '查无此人x' }, anchor)).code).toBe(
      errors.userNotFound.code,
    );
    expect((await ban(anchor, fan, 999_999)).code).toBe(errors.roomNotFound.code);
    expect((await call('/api/forbid/remove', { id: 'x' }, anchor)).code).toBe(
      errors.badParams.code,
    );
    expect((await call('/api/forbid/remove', { id: 999_999 }, anchor)).code).toBe(
      errors.banNotFound.code,
    );
    expect((await call('/api/forbid/list', { roomId: room.id })).code).toBe(
      errors.notLoggedIn.code,
    );
  });

  it('counts a ban at once on another process sharing the database', async () => {
    const { room, anchor } = await newRoom(db());
    const fan = await newViewer(db());
    const second = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        STATIC_DIR: './.tmp/no-client-build',
      } as Record<string, string>),
      database: t.database,
      kv: new MemoryKvStore(),
    });
    await second.ready();
    try {
      expect((await ban(anchor, fan)).code).toBe(200);
      const res = await say(second, fan, { roomId: room.id, content: '换个进程' });
      expect(res.json().code).toBe(errors.chatBanned.code);
    } finally {
      // The database belongs to the suite: close the second app without it.
      await second.close();
    }
  });
});

describe(`managers (${testEngine()})`, () => {
  it('lets only the anchor add and remove managers; managers and viewers cannot', async () => {
    const a = await newRoom(db());
    const b = await newRoom(db());
    const [manager, fan, other] = [
      await newViewer(db()),
      await newViewer(db()),
      await newViewer(db()),
    ];
    const added = await addManager(a.anchor, manager);
    expect(added).toMatchObject({
      code: 200,
      data: { roomId: a.room.id, userId: manager.user.id },
    });
    expect((await addManager(a.anchor, manager)).data.id).toBe(added.data.id);
    expect((await addManager(fan, other, a.room.id)).code).toBe(errors.managerAnchorOnly.code);
    expect((await addManager(fan, other)).code).toBe(errors.moderationRoomRequired.code);
    expect((await addManager(manager, other, a.room.id)).code).toBe(errors.managerAnchorOnly.code);
    expect((await addManager(b.anchor, other, a.room.id)).code).toBe(errors.managerAnchorOnly.code);
    expect((await addManager(a.anchor, a.anchor)).code).toBe(errors.managerSelfRefused.code);
    // The anchor and its managers read the list; a viewer does not.
    for (const who of [a.anchor, manager]) {
      const list = await call('/api/manager/list', { roomId: a.room.id }, who);
      expect(list.data).toMatchObject({ total: 1, list: [{ userId: manager.user.id }] });
    }
    expect((await call('/api/manager/list', { roomId: a.room.id }, fan)).code).toBe(
      errors.moderatorOnly.code,
    );
    // Removal is checked on the row's room: another anchor, or the manager itself, cannot.
    for (const who of [b.anchor, manager, fan]) {
      expect((await call('/api/manager/remove', { id: added.data.id }, who)).code).toBe(
        errors.managerAnchorOnly.code,
      );
    }
    expect((await ban(manager, fan, a.room.id)).code).toBe(200);
    const removed = await call('/api/manager/remove', { id: added.data.id }, a.anchor);
    expect(removed).toMatchObject({ code: 200, data: { id: added.data.id } });
    // No longer a manager: no more bans.
    expect((await ban(manager, other, a.room.id)).code).toBe(errors.moderatorOnly.code);
    expect((await call('/api/manager/remove', { id: added.data.id }, a.anchor)).code).toBe(
      errors.managerNotFound.code,
    );
    expect((await call('/api/manager/list', {}, a.anchor)).data).toEqual({ list: [], total: 0 });
  });
});
