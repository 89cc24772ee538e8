// Admin accounts: creation (the CLI's first super admin and the console's), the list, role changes, disabling,
// TOTP resets and forced logouts. Every change is audited with before/after in its own transaction.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { AdminRole } from '../../../contract/admin-roles';
import type { AdminAccount } from '../../../contract/calls/admin';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { adminUsers } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { hashPassword } from '../user/password';
import { type AdminActor, audit, type DbOrTx } from './audit';
import { activeSessionCounts, revokeAdminSessions } from './sessions';

type AdminRow = typeof adminUsers.$inferSelect;

/** A one-time password: 16 characters without look-alikes (no 0/O, 1/l/I). */
export function oneTimePassword() {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join('');
}

const accountOf = (row: AdminRow, sessions = 0): AdminAccount => ({
  id: row.id,
  username: row.username,
  role: row.role as AdminRole,
  enrolled: row.totpEnrolledAt !== null,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.getTime(),
  lastLoginAt: row.lastLoginAt?.getTime() ?? null,
  activeSessions: sessions,
});

/** What the audit log keeps of an account: never the hash or the secret. */
const snapshot = (row: AdminRow) => ({
  username: row.username,
  role: row.role,
  enrolled: row.totpEnrolledAt !== null,
  disabled: row.disabledAt !== null,
});

export async function listAccounts(db: Db) {
  const [rows, sessions] = await Promise.all([
    db.select().from(adminUsers).orderBy(asc(adminUsers.id)),
    activeSessionCounts(db),
  ]);
  return rows.map((r) => accountOf(r, sessions.get(r.id) ?? 0));
}

export const hasActiveSuper = async (db: DbOrTx) =>
  (
    await db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.role, 'super'), isNull(adminUsers.disabledAt)))
      .limit(1)
  ).length > 0;

/** Inserts an account (no TOTP yet: it enrols at first login); 23009 when the name is taken. */
async function insertAdmin(db: DbOrTx, username: string, role: AdminRole, password: string) {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(adminUsers)
    .values({ username, role, passwordHash })
    .onConflictDoNothing({ target: adminUsers.username })
    .returning();
  if (!row) throw new ApiError(errors.adminUsernameTaken);
  return row;
}

export async function createAccount(
  db: Db,
  actor: AdminActor,
  input: { username: string; role: AdminRole; reason: string },
) {
  const password = oneTimePassword();
  const row = await db.transaction(async (tx) => {
    const created = await insertAdmin(tx, input.username, input.role, password);
    await audit(
      { db: tx, actor },
      {
        action: 'admin.create',
        targetType: 'admin',
        targetId: created.id,
        after: snapshot(created),
        reason: input.reason,
      },
    );
    return created;
  });
  return { account: accountOf(row), password };
}

export class FirstAdminRefused extends Error {}

/**
 * The CLI's `admin create`: a super admin exists already → refused unless forced. The password is the one
 * given (ADMIN_PASSWORD) or a new one-time password, returned to be printed once.
 */
export async function createAdminFromCli(
  db: Db,
  input: { username: string; role: AdminRole; password?: string; force?: boolean },
) {
  const password = input.password ?? oneTimePassword();
  if (password.length < 10) throw new FirstAdminRefused('密码至少 10 位');
  const row = await db.transaction(async (tx) => {
    if (input.role === 'super' && !input.force && (await hasActiveSuper(tx)))
      throw new FirstAdminRefused(
        '已存在超级管理员；如确需再建，请加 --force，或在运营后台的账号管理里新建',
      );
    const created = await insertAdmin(tx, input.username, input.role, password);
    await audit(
      { db: tx, actor: { id: null, username: 'cli', ip: '', userAgent: 'operator-cli' } },
      {
        action: 'admin.create',
        targetType: 'admin',
        targetId: created.id,
        after: snapshot(created),
        reason: '命令行创建',
      },
    );
    return created;
  });
  return { account: accountOf(row), password };
}

/**
 * One change to an account under a row lock: the rules, the write, the audit row and (when the change ends
 * its access) the end of its sessions, together or not at all.
 */
async function change(
  db: Db,
  actor: AdminActor,
  id: number,
  action: string,
  reason: string,
  apply: (tx: DbOrTx, row: AdminRow) => Promise<Partial<AdminRow> | null>,
  endSessions: boolean,
) {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
    if (!before) throw new ApiError(errors.adminNotFound);
    const set = await apply(tx, before);
    const [after] = set
      ? await tx.update(adminUsers).set(set).where(eq(adminUsers.id, id)).returning()
      : [before];
    const revoked = endSessions ? await revokeAdminSessions(tx, id) : 0;
    await audit(
      { db: tx, actor },
      {
        action,
        targetType: 'admin',
        targetId: id,
        before: snapshot(before),
        after: endSessions ? { ...snapshot(after!), sessionsRevoked: revoked } : snapshot(after!),
        reason,
      },
    );
    return after!;
  });
  const sessions = await activeSessionCounts(db);
  return accountOf(row, sessions.get(row.id) ?? 0);
}

/** Another enabled super admin besides this one (the console never locks itself out). */
const otherSuperExists = async (tx: DbOrTx, id: number) =>
  (
    await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(
        and(eq(adminUsers.role, 'super'), isNull(adminUsers.disabledAt), ne(adminUsers.id, id)),
      )
      .limit(1)
  ).length > 0;

export const setRole = (db: Db, actor: AdminActor, id: number, role: AdminRole, reason: string) =>
  change(
    db,
    actor,
    id,
    'admin.role',
    reason,
    async (tx, row) => {
      if (id === actor.id) throw new ApiError(errors.adminSelf);
      if (row.role === 'super' && role !== 'super' && !(await otherSuperExists(tx, id)))
        throw new ApiError(errors.adminLastSuper);
      return { role };
    },
    true,
  );

export const setDisabled = (
  db: Db,
  actor: AdminActor,
  id: number,
  disabled: boolean,
  reason: string,
) =>
  change(
    db,
    actor,
    id,
    disabled ? 'admin.disable' : 'admin.enable',
    reason,
    async (tx, row) => {
      if (id === actor.id) throw new ApiError(errors.adminSelf);
      if (disabled && row.role === 'super' && !(await otherSuperExists(tx, id)))
        throw new ApiError(errors.adminLastSuper);
      return { disabledAt: disabled ? (row.disabledAt ?? new Date()) : null };
    },
    disabled,
  );

/** The next login enrols a new authenticator; the old one's codes open nothing. */
export const resetTotp = (db: Db, actor: AdminActor, id: number, reason: string) =>
  change(
    db,
    actor,
    id,
    'admin.reset-totp',
    reason,
    async () => ({ totpSecret: null, totpEnrolledAt: null, totpLastStep: 0 }),
    true,
  );

export const revokeSessions = (db: Db, actor: AdminActor, id: number, reason: string) =>
  change(db, actor, id, 'admin.revoke-sessions', reason, async () => null, true);
