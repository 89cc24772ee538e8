// Steps every console walk shares: a fan's session for calls, and an admin made by the CLI's function signed
// in through the login page (password, then TOTP enrolment with the secret read from the QR's URI).
import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import type { AdminRole } from '../../contract/admin-roles';
import { users } from '../../server/db/schema';
import { createAdminFromCli } from '../../server/modules/admin/accounts';
import { createSession } from '../../server/modules/user/sessions';
import type { Site } from './site';

/** Generous for a loaded 2-core machine. */
const WAIT = { timeout: 30_000 };

/** A seeded user by phone and a fresh session token of theirs. */
export async function tokenOf(site: Site, phone: string) {
  const db = site.database.db;
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  if (!user) throw new Error(`no seeded user with phone ${phone}`);
  return { user, token: (await createSession(db, user.id, true)).token };
}

export async function signInAdmin(site: Site, page: Page, username: string, role: AdminRole) {
  const { password } = await createAdminFromCli(site.database.db, { username, role });
  await page.goto(`${site.url}/admin/login`);
  await page.fill('input[name=username]', username);
  await page.fill('input[name=password]', password);
  await page.click('button[type=submit]');
  const qr = page.locator('img[alt="动态验证码绑定二维码"]');
  await qr.waitFor(WAIT);
  const secret = new URL((await qr.getAttribute('data-uri')) ?? '').searchParams.get('secret');
  await page.fill('input[name=code]', new TOTP({ secret: secret ?? '', digits: 6 }).generate());
  await page.click('button[type=submit]');
  await page.getByTestId('admin-who').waitFor(WAIT);
}
