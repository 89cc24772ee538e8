// HTTP routes of the wallet's way out: pay password, bank cards and Alipay, withdrawals, records, income export.
import type { FastifyInstance } from 'fastify';
import {
  bindCard,
  cardList,
  changePayPass,
  exportIncome as exportIncomeCall,
  payPassStatus,
  recordIncome,
  recordTransList,
  recordWithdraw,
  resetPayPass,
  sendPayPassSms,
  unbindCard,
  withdraw,
  withdrawToWallet,
} from '../../../contract/calls/pay-withdraw';
import { SMS_TYPE } from '../../../contract/calls/sms';
import { errors } from '../../../contract/errors';
import { commonParams } from '../../../contract/wire';
import { ApiError } from '../../http/api-error';
import { userOf } from '../../http/auth';
import { callUrl, route } from '../../http/route';
import { clientKey } from '../captcha/service';
import { sendSmsCode } from '../sms/service';
import {
  bindPayoutAccount,
  changePayPassword,
  withdrawToWallet as exchangeToWallet,
  exportIncome,
  idempotencyKeyOf,
  listPayoutAccounts,
  ownPhone,
  payPasswordStatus,
  requestWithdrawal,
  resetPayPassword,
  tradeRecords,
  unbindPayoutAccount,
  withdrawalRecords,
} from './service';

export function withdrawRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, payPassStatus, ({ user }) => payPasswordStatus(ctx.db, user.id));
  route(app, changePayPass, ({ user, body }) => changePayPassword(ctx, user.id, body));
  route(app, sendPayPassSms, async ({ user, body, request }) => {
    const mobile = await ownPhone(ctx.db, user.id, body.mobile);
    return sendSmsCode(ctx, app.sms, request.log, {
      mobile,
      type: SMS_TYPE.payPassword,
      captchaVerification: body.captchaVerification,
      ip: request.ip,
    });
  });
  route(app, resetPayPass, ({ user, body, request }) =>
    resetPayPassword(ctx, user.id, body, clientKey(request.ip)),
  );

  route(app, bindCard, ({ user, body }) => bindPayoutAccount(ctx.db, user.id, body));
  route(app, unbindCard, ({ user, params }) => unbindPayoutAccount(ctx.db, user.id, params.id));
  route(app, cardList, async ({ user, params }) => {
    // Spec §7 puts the user's id in the path; it names only the caller's own cards.
    if (params.id !== user.id) throw new ApiError(errors.forbidden);
    return listPayoutAccounts(ctx.db, user.id);
  });

  route(app, withdraw, ({ user, body, request }) =>
    requestWithdrawal(ctx, user.id, idempotencyKeyOf(request), body),
  );
  route(app, withdrawToWallet, ({ user, body, request }) =>
    exchangeToWallet(ctx, user.id, idempotencyKeyOf(request), body.amount),
  );

  route(app, recordWithdraw, ({ user, body }) => withdrawalRecords(ctx.db, user.id, body));
  route(app, recordIncome, ({ user, body }) => tradeRecords(ctx.db, user.id, body, 'income'));
  route(app, recordTransList, ({ user, body }) => tradeRecords(ctx.db, user.id, body, 'all'));

  // A file, not an envelope: the route helper's checks by hand, then the CSV. A GET, so the auth
  // cookie alone is enough and a plain link downloads it.
  const exportQuery = exportIncomeCall.query.extend(commonParams).strict();
  app.get(callUrl(app, exportIncomeCall), async (request, reply) => {
    const query = exportQuery.safeParse(request.query ?? {});
    if (!query.success) {
      const issue = query.error.issues[0];
      throw new ApiError(
        errors.badParams,
        issue
          ? `${errors.badParams.msg}：query.${issue.path.join('.')} ${issue.message}`
          : undefined,
      );
    }
    const user = await userOf(request);
    if (!user) throw new ApiError(errors.notLoggedIn);
    const { csv, disposition } = await exportIncome(ctx.db, user.id, query.data);
    return reply
      .header('content-disposition', disposition)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
}
