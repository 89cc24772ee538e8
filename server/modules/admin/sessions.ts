// Admin sessions: random tokens kept as hashes, 8 hours at most and 30 minutes idle, revocable; the CSRF
// token of a session is derived from it, so a page reads it once from /admin/me.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AdminRole } from '../../../contract/admin-roles';
import type { Db } from '../../db/client';
import { adminSessions, adminUsers } from '../../db/schema';
import { hashToken } from '../user/sessions';
import type { DbOrTx } from './audit';

export const ADMIN_SESSION_MS = 8 * 3_600_000;
export const ADMIN_IDLE_MS = 30 * 60_000;
/** A session's last use is written at most this often (not on every call). */
const SEEN_EVERY_MS = 60_000;

export interface SessionAdmin {
  id: number;
  username: string;
  role: AdminRole;
  sessionId: number;
  tokenHash: string;
}

export async function createAdminSession(
  db: DbOrTx,
  adminId: number,
  ip: string,
  userAgent: string,
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(adminSessions).values({
    adminId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ADMIN_SESSION_MS),
    ip,
    userAgent: userAgent.slice(0, 300),
  });
  return token;
}

/** The admin of a live session; a disabled admin's sessions open nothing. Marks the session as used. */
export async function findSessionAdmin(db: Db, token: string): Promise<SessionAdmin | null> {
  const now = Date.now();
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      role: adminUsers.role,
      sessionId: adminSessions.id,
      seenAt: adminSessions.seenAt,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, new Date(now)),
        gt(adminSessions.seenAt, new Date(now - ADMIN_IDLE_MS)),
        isNull(adminUsers.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now - row.seenAt.getTime() > SEEN_EVERY_MS)
    await db
      .update(adminSessions)
      .set({ seenAt: new Date(now) })
      .where(eq(adminSessions.id, row.sessionId));
  return {
    id: row.id,
    username: row.username,
    role: row.role as AdminRole,
    sessionId: row.sessionId,
    tokenHash,
  };
}

export async function revokeAdminSession(db: DbOrTx, sessionId: number) {
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
}

/** Ends every session of an admin; the answer is how many were live. */
export async function revokeAdminSessions(db: DbOrTx, adminId: number) {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, new Date()),
      ),
    )
    .returning({ id: adminSessions.id });
  return rows.length;
}

/** Live sessions per admin, for the accounts list. */
export async function activeSessionCounts(db: Db) {
  const now = Date.now();
  const rows = await db
    .select({ adminId: adminSessions.adminId, n: sql<number>`count(*)::int` })
    .from(adminSessions)
    .where(
      and(
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, new Date(now)),
        gt(adminSessions.seenAt, new Date(now - ADMIN_IDLE_MS)),
      ),
    )
    .groupBy(adminSessions.adminId);
  return new Map(rows.map((r) => [r.adminId, r.n]));
}

/** Ended sessions are of no use after a day; kept that long for the accounts page's history. */
export async function pruneAdminSessions(db: Db) {
  await db
    .delete(adminSessions)
    .where(lt(adminSessions.expiresAt, new Date(Date.now() - 86_400_000)));
}

export const csrfOf = (adminSecret: string, tokenHash: string) =>
  createHmac('sha256', adminSecret).update(`admin-csrf\n${tokenHash}`).digest('base64url');

export function csrfMatches(adminSecret: string, tokenHash: string, sent: string) {
  const expected = Buffer.from(csrfOf(adminSecret, tokenHash));
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
