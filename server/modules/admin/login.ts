// The console's login: username and password, then a TOTP code (or, the first time, enrolment of an
// authenticator with a QR code and a first code). Failures are counted per name and address and per address;
// every success and failure is audited.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { type AdminRole, permissionsOf } from '../../../contract/admin-roles';
import type { AdminProfile } from '../../../contract/calls/admin';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import { adminUsers } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { verifyPassword } from '../user/password';
import { hashToken } from '../user/sessions';
import { type AdminActor, audit } from './audit';
import { seal, unseal } from './secret-box';
import { createAdminSession, csrfOf } from './sessions';
import { newTotpSecret, totpStep, totpUri } from './totp';

export const ADMIN_LOGIN_MAX_WRONG = 5;
/** Wrong answers from one address over all names before the address is locked out too. */
export const ADMIN_ADDRESS_MAX_WRONG = 20;
export const ADMIN_LOCK_MS = 15 * 60_000;
/** How long the step between password and code may take. */
export const ADMIN_TICKET_MS = 5 * 60_000;

const nameKey = (username: string, client: string) =>
  `admin:login:${username.toLowerCase()}:${client}`;
const addressKey = (client: string) => `admin:login-addr:${client}`;
const ticketKey = (ticket: string) => `admin:ticket:${ticket}`;

interface Ticket {
  adminId: number;
  username: string;
  /** Sealed secret being enrolled; absent when the account is enrolled already. */
  pending?: string;
}

/** Request facts the login needs: the address as a rate-limit key and as written to the log. */
export interface LoginRequest {
  client: string;
  ip: string;
  userAgent: string;
}

async function refuseIfLocked(ctx: AppContext, username: string, client: string) {
  const [byName, byAddress] = await Promise.all([
    ctx.kv.get(nameKey(username, client)),
    ctx.kv.get(addressKey(client)),
  ]);
  if (
    Number(byName ?? 0) >= ADMIN_LOGIN_MAX_WRONG ||
    Number(byAddress ?? 0) >= ADMIN_ADDRESS_MAX_WRONG
  )
    throw new ApiError(errors.adminLocked);
}

async function failed(
  ctx: AppContext,
  req: LoginRequest,
  actor: AdminActor,
  action: string,
  error: ApiError,
): Promise<never> {
  await Promise.all([
    ctx.kv.increment(nameKey(actor.username, req.client), ADMIN_LOCK_MS),
    ctx.kv.increment(addressKey(req.client), ADMIN_LOCK_MS),
    audit({ db: ctx.db, actor }, { action, targetType: 'admin', targetId: actor.id ?? '' }),
  ]);
  throw error;
}

const actorOf = (req: LoginRequest, id: number | null, username: string): AdminActor => ({
  id,
  username,
  ip: req.ip,
  userAgent: req.userAgent,
});

// Keeps the time a wrong name takes close to a wrong password's, so the answer's speed names no account.
const DECOY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export async function passwordStep(
  ctx: AppContext,
  req: LoginRequest,
  username: string,
  password: string,
) {
  await refuseIfLocked(ctx, username, req.client);
  const [row] = await ctx.db.select().from(adminUsers).where(eq(adminUsers.username, username));
  const good = await verifyPassword(password, row?.passwordHash ?? DECOY_HASH);
  if (!row || !good || row.disabledAt)
    return failed(
      ctx,
      req,
      actorOf(req, row?.id ?? null, username),
      'admin.login-failed',
      new ApiError(errors.adminWrongCredentials),
    );
  const ticket = randomBytes(24).toString('base64url');
  if (row.totpSecret && row.totpEnrolledAt) {
    await ctx.kv.set(
      ticketKey(ticket),
      JSON.stringify({ adminId: row.id, username: row.username } satisfies Ticket),
      ADMIN_TICKET_MS,
    );
    return { step: 'code' as const, ticket };
  }
  const secret = newTotpSecret();
  const uri = totpUri(secret, row.username);
  await ctx.kv.set(
    ticketKey(ticket),
    JSON.stringify({
      adminId: row.id,
      username: row.username,
      pending: seal(ctx.config.adminSecret, secret),
    } satisfies Ticket),
    ADMIN_TICKET_MS,
  );
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
  return { step: 'enrol' as const, ticket, uri, secret, qr };
}

export async function profileOf(
  ctx: AppContext,
  admin: { id: number; username: string; role: AdminRole },
  tokenHash: string,
): Promise<AdminProfile> {
  return {
    id: admin.id,
    username: admin.username,
    role: admin.role,
    permissions: permissionsOf(admin.role),
    csrf: csrfOf(ctx.config.adminSecret, tokenHash),
  };
}

/**
 * The code step: a right code of a step after the last one used opens a session (and, enrolling, keeps the
 * secret). The step is claimed by a conditional update, so of two racing uses of one code only one wins.
 */
export async function codeStep(ctx: AppContext, req: LoginRequest, ticketId: string, code: string) {
  const raw = await ctx.kv.get(ticketKey(ticketId));
  if (!raw) throw new ApiError(errors.adminTicketExpired);
  const ticket = JSON.parse(raw) as Ticket;
  await refuseIfLocked(ctx, ticket.username, req.client);
  const actor = actorOf(req, ticket.adminId, ticket.username);
  const [row] = await ctx.db.select().from(adminUsers).where(eq(adminUsers.id, ticket.adminId));
  if (!row || row.disabledAt) {
    await ctx.kv.delete(ticketKey(ticketId));
    throw new ApiError(errors.adminTicketExpired);
  }
  const sealed = ticket.pending ?? row.totpSecret;
  const secret = sealed ? unseal(ctx.config.adminSecret, sealed) : null;
  // Enrolled meanwhile by another login, or reset: this ticket's secret is no longer the account's.
  if (
    !secret ||
    (!ticket.pending && !row.totpEnrolledAt) ||
    (ticket.pending && row.totpEnrolledAt)
  ) {
    await ctx.kv.delete(ticketKey(ticketId));
    throw new ApiError(errors.adminTicketExpired);
  }
  const step = totpStep(secret, code);
  if (step === null)
    return failed(ctx, req, actor, 'admin.code-failed', new ApiError(errors.adminCodeWrong));

  const result = await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(adminUsers)
      .set({
        totpLastStep: step,
        lastLoginAt: new Date(),
        ...(ticket.pending ? { totpSecret: ticket.pending, totpEnrolledAt: new Date() } : {}),
      })
      .where(
        and(
          eq(adminUsers.id, row.id),
          lt(adminUsers.totpLastStep, step),
          isNull(adminUsers.disabledAt),
          ticket.pending ? isNull(adminUsers.totpEnrolledAt) : sql`true`,
        ),
      )
      .returning({ id: adminUsers.id });
    if (claimed.length === 0) return null;
    if (ticket.pending)
      await audit(
        { db: tx, actor },
        { action: 'admin.enrol', targetType: 'admin', targetId: row.id },
      );
    const token = await createAdminSession(tx, row.id, req.ip, req.userAgent);
    await audit(
      { db: tx, actor },
      { action: 'admin.login', targetType: 'admin', targetId: row.id },
    );
    return token;
  });
  if (!result)
    return failed(ctx, req, actor, 'admin.code-replayed', new ApiError(errors.adminCodeUsed));
  await Promise.all([
    ctx.kv.delete(ticketKey(ticketId)),
    ctx.kv.delete(nameKey(ticket.username, req.client)),
  ]);
  const profile = await profileOf(
    ctx,
    { id: row.id, username: row.username, role: row.role as AdminRole },
    hashToken(result),
  );
  return { token: result, profile };
}
