// The operator console in Chromium: a super admin made by the CLI's function is sent from /admin to the login,
// enrols TOTP (the secret read from the enrolment's QR URI), sees the dashboard, creates an operator, and the
// audit log page shows both. The console lays out at a phone's width, and the public home loads no admin code.
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminFromCli } from '../../server/modules/admin/accounts';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

/** Generous for a loaded 2-core machine. */
const WAIT = { timeout: 30_000 };

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('/admin', () => {
  it('the public home downloads no console code', async () => {
    const { page, errors } = await openPage(browser, site);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /admin/.test(s))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a CLI-made super admin enrols, sees the dashboard, creates an operator; the log shows both', async () => {
    const { password } = await createAdminFromCli(site.database.db, {
      username: 'boss',
      role: 'super',
    });
    const { page, errors } = await openPage(browser, site);
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 500) failed.push(`${r.status()} ${r.url()}`);
    });

    await page.goto(`${site.url}/admin`);
    await page.waitForURL('**/admin/login', WAIT);
    // The public header and footer are not part of the console.
    expect(await page.locator('[data-layout="admin"]').count()).toBe(1);
    expect(await page.locator('[data-testid=site-header], [data-testid=site-footer]').count()).toBe(
      0,
    );

    await page.fill('input[name=username]', 'boss');
    await page.fill('input[name=password]', password);
    await page.click('button[type=submit]');
    const qr = page.locator('img[alt="动态验证码绑定二维码"]');
    await qr.waitFor(WAIT);
    const uri = (await qr.getAttribute('data-uri')) ?? '';
    const secret = new URL(uri).searchParams.get('secret') ?? '';
    expect(await page.getByTestId('totp-secret').textContent()).toBe(secret);
    const totp = new TOTP({ secret, digits: 6, period: 30 });
    await page.fill('input[name=code]', totp.generate());
    await page.click('button[type=submit]');

    await page.getByTestId('admin-dashboard').waitFor(WAIT);
    expect(page.url()).toBe(`${site.url}/admin`);
    expect(await page.getByTestId('admin-who').textContent()).toContain('超级管理员');
    await expect
      .poll(() => page.getByTestId('admin-trend').getAttribute('data-drawn'), WAIT)
      .toBe('1');
    // The menu lists what a super admin may open.
    expect(await page.locator('nav[aria-label="后台菜单"] a').allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('审计日志'),
        expect.stringContaining('账号管理'),
      ]),
    );

    await page.locator('nav[aria-label="后台菜单"] a', { hasText: '账号管理' }).click();
    await page.getByTestId('admins-table').waitFor(WAIT);
    await page.fill('input[aria-label=用户名]', 'ops_li');
    await page.selectOption('select[aria-label=角色]', 'operator');
    await page.fill('input[aria-label=操作原因]', '新同事入职');
    await page.getByRole('button', { name: '创建' }).click();
    await expect.poll(() => page.getByTestId('one-time-password').count(), WAIT).toBe(1);
    expect(await page.getByTestId('one-time-password').textContent()).toMatch(/^\S{16}$/);
    await expect.poll(() => page.locator('tr[data-username="ops_li"]').count(), WAIT).toBe(1);

    await page.locator('nav[aria-label="后台菜单"] a', { hasText: '审计日志' }).click();
    const table = page.getByTestId('audit-table');
    await table.waitFor(WAIT);
    await expect
      .poll(
        () =>
          table
            .locator('td[data-action]')
            .evaluateAll((tds) => tds.map((td) => td.getAttribute('data-action'))),
        WAIT,
      )
      .toEqual(expect.arrayContaining(['admin.enrol', 'admin.login', 'admin.create']));
    expect(await table.textContent()).toContain('新同事入职');
    expect(await table.textContent()).toContain('ops_li');

    // A phone's width: no sideways scrolling of the page (the table scrolls inside its box).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await table.waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.getByRole('button', { name: '退出' }).click();
    await page.waitForURL('**/admin/login', WAIT);
    await page.goto(`${site.url}/admin/audit`);
    await page.waitForURL('**/admin/login', WAIT);

    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
  });
});
