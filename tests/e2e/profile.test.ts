// The profile pages in Chromium: /v/information (nick name, signature, avatar), /v/personal-data (password, real name), /personal/{id}.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idNumberCheckChar } from '../../contract/user-rules';
import { follows, sessions, users } from '../../server/db/schema';
import { verifyPassword } from '../../server/modules/user/password';
import { createSession, hashToken } from '../../server/modules/user/sessions';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const userRow = async (id: number) => {
  const [row] = await site.database.db.select().from(users).where(eq(users.id, id));
  return row!;
};

/** A small real PNG: a red and white square. */
function makePng(size = 48) {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < size * size; i++) {
    const red = i % size < size / 2 !== Math.floor(i / size) < size / 2;
    png.data.set(red ? [229, 50, 45, 255] : [255, 255, 255, 255], i * 4);
  }
  return PNG.sync.write(png);
}

/** A made-up but well-formed ID number (GB 11643 check character computed). */
const makeIdNumber = () => {
  const first17 = `110105199${randomInt(0, 10)}0${randomInt(1, 10)}1${randomInt(0, 10)}${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return `${first17}${idNumberCheckChar(first17)}`;
};

describe('guard', () => {
  it('sends a visitor at /v/information or /v/personal-data home', async () => {
    const { page } = await openPage(browser, site);
    for (const url of ['/v/information', '/v/personal-data']) {
      await page.goto(site.url + url);
      await page.waitForURL(`${site.url}/`);
      await page.getByTestId('login-button').waitFor();
    }
  });
});

describe('/v/information', () => {
  it('saves a new nick name and signature, refusing a taken name first', async () => {
    const { user, token } = await createUserWithSession(site.database.db, { signature: '' });
    const { page, errors } = await openPage(browser, site, token);
    await page.goto(`${site.url}/v/information`);
    const nickName = page.getByTestId('info-nickname');
    await expect.poll(() => nickName.inputValue()).toBe(user.nickName);
    expect(await page.getByTestId('centre-nickname').textContent()).toBe(user.nickName);

    // A demo anchor has this name: the live check says so, and saving is refused.
    await nickName.fill('主播阿杰');
    await page.getByText('昵称已被占用').waitFor();
    await page.getByTestId('info-save').click();
    await expect.poll(() => page.getByTestId('info-error').textContent()).toBe('昵称已被占用');

    const newName = `新名字${randomInt(1000, 10_000)}`;
    await nickName.fill(newName);
    await page.getByText('昵称可用').waitFor();
    await page.getByTestId('info-signature').fill('主队必胜，每场都看');
    expect(await page.getByTestId('info-signature-count').textContent()).toBe('9/60');
    await page.getByTestId('info-gender').getByText('女').click();
    await page.getByTestId('info-save').click();
    await page.getByTestId('toast').filter({ hasText: '保存成功' }).waitFor();

    const row = await userRow(user.id);
    expect(row.nickName).toBe(newName);
    expect(row.signature).toBe('主队必胜，每场都看');
    expect(row.gender).toBe(2);
    // The session store took the new name: the header and the menu card show it.
    await expect.poll(() => page.getByTestId('user-nickname').textContent()).toBe(newName);
    expect(await page.getByTestId('centre-nickname').textContent()).toBe(newName);
    // Nothing left to save.
    expect(await page.getByTestId('info-save').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('uploads a PNG avatar and refuses a file that is not an image', async () => {
    const { user, token } = await createUserWithSession(site.database.db);
    const { page, errors } = await openPage(browser, site, token);
    await page.goto(`${site.url}/v/information`);
    const input = page.getByTestId('info-avatar-input');
    await input.waitFor({ state: 'attached' });

    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expect
      .poll(() => page.getByTestId('info-avatar-message').textContent())
      .toBe('仅支持 PNG、JPEG 或 WebP 图片');

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng() });
    const avatar = page.locator('img[data-testid="info-avatar"]');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/gw\/uploads\/[\w-]+\.png$/);
    const src = await avatar.getAttribute('src');
    expect((await userRow(user.id)).portrait).toBe(src);
    // The menu card and header read the session store, which took the new portrait.
    expect(await page.locator('img[data-testid="centre-avatar"]').getAttribute('src')).toBe(src);
    // The uploaded image is really served.
    const served = await page.request.get(site.url + src);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('image/png');
    expect(errors).toEqual([]);
  });
});

describe('/v/personal-data', () => {
  it('sets a first password, which ends other logins, then offers 修改密码', async () => {
    const { user, token } = await createUserWithSession(site.database.db);
    const other = await createSession(site.database.db, user.id, true);
    const { page, errors } = await openPage(browser, site, token);
    await page.goto(`${site.url}/v/personal-data`);
    const card = page.getByTestId('security-password');
    await card.getByRole('heading', { name: '设置密码' }).waitFor();
    expect(await page.getByTestId('security-old-password').count()).toBe(0);
    expect(await page.getByTestId('security-password-state').textContent()).toBe('未设置');

    await page.getByTestId('security-new-password').fill('abc123');
    await page.getByTestId('security-new-password2').fill('abc124');
    await page.getByTestId('security-submit').click();
    await expect
      .poll(() => page.getByTestId('security-message').textContent())
      .toBe('两次输入的密码不一致');

    await page.getByTestId('security-new-password').fill('abc');
    await page.getByTestId('security-new-password2').fill('abc');
    await page.getByTestId('security-submit').click();
    await expect
      .poll(() => page.getByTestId('security-message').textContent())
      .toBe('密码是长度为6-20位的字母、数字或组合');

    await page.getByTestId('security-new-password').fill('Goal2026');
    await page.getByTestId('security-new-password2').fill('Goal2026');
    await page.getByTestId('security-submit').click();
    await expect
      .poll(() => page.getByTestId('security-message').textContent())
      .toBe('登录密码设置成功，其他设备上的登录已退出');
    await card.getByRole('heading', { name: '修改密码' }).waitFor();
    await page.getByTestId('security-old-password').waitFor();
    expect(await page.getByTestId('security-password-state').textContent()).toBe('已设置');

    const row = await userRow(user.id);
    expect(await verifyPassword('Goal2026', row.passwordHash!)).toBe(true);
    const [ended] = await site.database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(other.token)));
    expect(ended?.revokedAt).not.toBeNull();

    // 修改密码 with a wrong old password shows the server's message.
    await page.getByTestId('security-old-password').fill('Wrong999');
    await page.getByTestId('security-new-password').fill('Goal2027');
    await page.getByTestId('security-new-password2').fill('Goal2027');
    await page.getByTestId('security-submit').click();
    await expect.poll(() => page.getByTestId('security-message').textContent()).toBe('原密码错误');

    await page.getByTestId('security-old-password').fill('Goal2026');
    await page.getByTestId('security-submit').click();
    await expect
      .poll(() => page.getByTestId('security-message').textContent())
      .toBe('密码修改成功，其他设备上的登录已退出');
    expect(await verifyPassword('Goal2027', (await userRow(user.id)).passwordHash!)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('checks the ID number before sending, then shows the masked verified identity', async () => {
    const { user, token } = await createUserWithSession(site.database.db);
    const { page } = await openPage(browser, site, token);
    await page.goto(`${site.url}/v/personal-data`);
    const good = makeIdNumber();
    const badCheck = `${good.slice(0, 17)}${good[17] === '0' ? '1' : '0'}`;
    await page.getByTestId('realname-name').fill('张三');
    await page.getByTestId('realname-id').fill(badCheck);
    await page.getByTestId('realname-submit').click();
    await expect
      .poll(() => page.getByTestId('realname-message').textContent())
      .toBe('身份证号校验位不正确');
    expect((await userRow(user.id)).realNameStatus).toBe(0);

    await page.getByTestId('realname-id').fill(good.toLowerCase());
    await page.getByTestId('realname-submit').click();
    await page.getByTestId('realname-status').waitFor();
    expect(await page.getByTestId('realname-masked-name').textContent()).toBe('张*');
    expect(await page.getByTestId('realname-masked-id').textContent()).not.toContain(
      good.slice(6, 14),
    );
    expect(await page.getByTestId('security-realname-state').textContent()).toBe('已认证');
    expect((await userRow(user.id)).realNameStatus).toBe(1);
  });
});

describe('/personal/{id}', () => {
  it("shows the demo anchor's space: nick name, fan count, the room tab, then the fan list", async () => {
    const [anchor] = await site.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, '13800000002'));
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/personal/${anchor!.id}`);
    const space = page.getByTestId('personal-space');
    await space.waitFor();
    expect(await page.getByTestId('space-nickname').textContent()).toBe('主播阿杰');
    // The demo fan and the demo expert follow the anchor (server/db/seed/follows.ts).
    expect(await page.getByTestId('space-fans-count').textContent()).toBe('2');
    // Spec §4: an anchor's space opens on tab 2, the room: its card and the way in.
    expect(await space.getAttribute('data-tab')).toBe('2');
    await page.getByTestId('space-room').waitFor();
    expect(await page.getByTestId('room-card-anchor').textContent()).toBe('主播阿杰');
    expect(await page.getByTestId('space-room-enter').getAttribute('href')).toMatch(
      /^\/live\/room\/\d+$/,
    );

    await page.getByTestId('space-fans-count').click();
    await page.waitForURL(/headerNavIndex=1&type=2/);
    const list = page.getByTestId('space-user-list');
    await list.waitFor();
    expect((await list.locator('li').allTextContents()).join(' ')).toContain('球迷小王');
    expect(await page.getByTestId('space-attention-total').textContent()).toBe('2');
    expect(errors).toEqual([]);
  });

  it('pages a long fan list 30 at a time', async () => {
    const { user: star } = await createUserWithSession(site.database.db, { isAnchor: 0 });
    const fans = await Promise.all(
      Array.from({ length: 31 }, () => createUserWithSession(site.database.db)),
    );
    await site.database.db
      .insert(follows)
      .values(fans.map((f) => ({ followerId: f.user.id, targetId: star.id })));
    const { page } = await openPage(browser, site);
    await page.goto(`${site.url}/personal/${star.id}?headerNavIndex=1&type=2`);
    const list = page.getByTestId('space-user-list');
    await expect.poll(() => list.locator('li').count()).toBe(30);
    await page.getByTestId('space-pager-next').click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => list.locator('li').count()).toBe(1);
  });

  it('answers an unknown user with the 404 error page, and sends a visitor at /personal home', async () => {
    const { page } = await openPage(browser, site);
    await page.goto(`${site.url}/personal/2000000000`);
    const error = page.getByTestId('error-page');
    await error.waitFor();
    expect(await error.getAttribute('data-status')).toBe('404');
    const res = await page.goto(`${site.url}/personal/abc`);
    expect(res?.status()).toBe(404);
    await page.getByTestId('error-page').waitFor();
    await page.goto(`${site.url}/personal`);
    await page.waitForURL(`${site.url}/`);
  });

  it('shows a user their own space at /personal, with 编辑资料', async () => {
    const { user, token } = await createUserWithSession(site.database.db);
    const { page } = await openPage(browser, site, token);
    await page.goto(`${site.url}/personal`);
    await page.getByTestId('space-edit').waitFor();
    expect(await page.getByTestId('space-nickname').textContent()).toBe(user.nickName);
    expect(await page.getByTestId('personal-space').getAttribute('data-tab')).toBe('0');
  });
});
