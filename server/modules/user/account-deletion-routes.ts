// HTTP routes of 注销账号: the check, the SMS code to the account's own phone, and the deletion itself.
import type { FastifyInstance } from 'fastify';
import {
  accountDeletionCheck,
  deleteAccount as deleteAccountCall,
  sendAccountDeletionSms,
} from '../../../contract/calls/account-deletion';
import { SMS_TYPE } from '../../../contract/calls/sms';
import { route } from '../../http/route';
import { clientKey } from '../captcha/service';
import { ownPhone } from '../pay/service';
import { sendSmsCode } from '../sms/service';
import { checkAccountDeletion, deleteAccount } from './account-deletion';
import { clearAuthCookie } from './auth-cookie';

export function accountDeletionRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, accountDeletionCheck, ({ user }) => checkAccountDeletion(ctx.db, user.id));
  route(app, sendAccountDeletionSms, async ({ user, body, request }) => {
    const mobile = await ownPhone(ctx.db, user.id, body.mobile);
    return sendSmsCode(ctx, app.sms, request.log, {
      mobile,
      type: SMS_TYPE.deleteAccount,
      captchaVerification: body.captchaVerification,
      ip: request.ip,
    });
  });
  route(app, deleteAccountCall, async ({ user, body, request, reply }) => {
    const answer = await deleteAccount(ctx, user.id, body, clientKey(request.ip));
    clearAuthCookie(request, reply);
    return answer;
  });
}
