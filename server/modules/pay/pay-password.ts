// The pay password that guards withdrawals: set, change, reset through an SMS code, and the check that
// locks it for 30 minutes after 5 wrong tries in a row.
import { eq } from 'drizzle-orm';
import { SMS_TYPE } from '../../../contract/calls/sms';
import { errors } from '../../../contract/errors';
import {
  PAY_PASSWORD_LOCK_MINUTES,
  PAY_PASSWORD_MAX_WRONG,
  payPasswordProblem,
} from '../../../contract/wallet-rules';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { payPasswords, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { consumeSmsCode, phoneOf } from '../sms/service';
import { hashPassword, verifyPassword } from '../user/service';

const LOCK_MS = PAY_PASSWORD_LOCK_MINUTES * 60_000;

type PayPasswordRow = typeof payPasswords.$inferSelect;

const lockedAt = (row: PayPasswordRow, now: number) =>
  row.lockedUntil !== null && row.lockedUntil.getTime() > now ? row.lockedUntil : null;

/** Wrong tries that still count: those before a lock that has run out are forgiven. */
const countingFailures = (row: PayPasswordRow, now: number) =>
  row.lockedUntil !== null && row.lockedUntil.getTime() <= now ? 0 : row.failedCount;

const minutesLeft = (until: Date, now: number) =>
  Math.max(1, Math.ceil((until.getTime() - now) / 60_000));

const lockedError = (until: Date, now: number) =>
  new ApiError(
    errors.payPasswordLocked,
    `支付密码错误次数过多，已锁定，请${minutesLeft(until, now)}分钟后再试或找回支付密码`,
    { lockedUntil: until.getTime() },
  );

export async function payPasswordStatus(db: Db, userId: number) {
  const [row] = await db.select().from(payPasswords).where(eq(payPasswords.userId, userId));
  const now = Date.now();
  if (!row) return { set: 0 as const, lockedUntil: null, attemptsLeft: PAY_PASSWORD_MAX_WRONG };
  const locked = lockedAt(row, now);
  return {
    set: 1 as const,
    lockedUntil: locked ? locked.getTime() : null,
    attemptsLeft: locked ? 0 : PAY_PASSWORD_MAX_WRONG - countingFailures(row, now),
  };
}

/**
 * Right or an ApiError with the tries left. The row is locked while the try is judged and counted,
 * so parallel guesses are counted one by one; the count is committed even though the call fails.
 */
export async function checkPayPassword(ctx: { db: Db }, userId: number, password: string) {
  // A malformed entry is a typing slip, not a guess: it is refused without counting.
  const problem = payPasswordProblem(password);
  if (problem) throw new ApiError(errors.payPasswordInvalid, problem);
  const verdict = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payPasswords)
      .where(eq(payPasswords.userId, userId))
      .for('update');
    const now = Date.now();
    if (!row) return new ApiError(errors.payPasswordNotSet);
    const locked = lockedAt(row, now);
    // While locked nothing is compared: the lock must not stay an oracle.
    if (locked) return lockedError(locked, now);
    if (await verifyPassword(password, row.hash)) {
      if (row.failedCount !== 0 || row.lockedUntil !== null)
        await tx
          .update(payPasswords)
          .set({ failedCount: 0, lockedUntil: null })
          .where(eq(payPasswords.userId, userId));
      return null;
    }
    const failed = countingFailures(row, now) + 1;
    const lockedUntil = failed >= PAY_PASSWORD_MAX_WRONG ? new Date(now + LOCK_MS) : null;
    await tx
      .update(payPasswords)
      .set({ failedCount: failed, lockedUntil })
      .where(eq(payPasswords.userId, userId));
    if (lockedUntil) return lockedError(lockedUntil, now);
    return new ApiError(
      errors.payPasswordWrong,
      `支付密码错误，还可尝试${PAY_PASSWORD_MAX_WRONG - failed}次`,
      { attemptsLeft: PAY_PASSWORD_MAX_WRONG - failed },
    );
  });
  if (verdict) throw verdict;
}

function assertNewPassword(password: string, confirmPassword: string) {
  const problem = payPasswordProblem(password);
  if (problem) throw new ApiError(errors.payPasswordInvalid, problem);
  if (password !== confirmPassword) throw new ApiError(errors.payPasswordMismatch);
}

async function store(db: Db, userId: number, password: string) {
  const hash = await hashPassword(password);
  await db
    .insert(payPasswords)
    .values({ userId, hash, failedCount: 0, lockedUntil: null, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: payPasswords.userId,
      set: { hash, failedCount: 0, lockedUntil: null, updatedAt: new Date() },
    });
}

export interface PayPasswordChange {
  oldPassword?: string | undefined;
  password: string;
  confirmPassword: string;
}

/** Sets the first pay password, or changes it given the old one (a wrong old one counts as a wrong try). */
export async function changePayPassword(ctx: AppContext, userId: number, input: PayPasswordChange) {
  assertNewPassword(input.password, input.confirmPassword);
  const [row] = await ctx.db
    .select({ userId: payPasswords.userId })
    .from(payPasswords)
    .where(eq(payPasswords.userId, userId));
  if (!row) {
    await store(ctx.db, userId, input.password);
    return { set: 1 as const };
  }
  if (!input.oldPassword) throw new ApiError(errors.payPasswordOldRequired);
  await checkPayPassword(ctx, userId, input.oldPassword);
  if (input.oldPassword === input.password) throw new ApiError(errors.payPasswordSameAsOld);
  await store(ctx.db, userId, input.password);
  return { set: 1 as const };
}

/** The logged-in user's phone, when `mobile` is it; the forgot flow texts only the account's own number. */
export async function ownPhone(db: Db, userId: number, mobile: string) {
  const phone = phoneOf(mobile);
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!row || row.phone !== phone) throw new ApiError(errors.phoneNotBound);
  return phone;
}

export interface PayPasswordReset {
  mobile: string;
  verifyCode: string;
  password: string;
  confirmPassword: string;
}

/** 找回支付密码: the SMS code (type 4) to the account's phone proves the owner; the lock is lifted. */
export async function resetPayPassword(
  ctx: AppContext,
  userId: number,
  input: PayPasswordReset,
  client: string,
) {
  assertNewPassword(input.password, input.confirmPassword);
  const phone = await ownPhone(ctx.db, userId, input.mobile);
  await consumeSmsCode(ctx.kv, phone, input.verifyCode, SMS_TYPE.payPassword, client);
  await store(ctx.db, userId, input.password);
  return { set: 1 as const };
}
