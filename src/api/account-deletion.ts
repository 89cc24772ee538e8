// Typed calls of 注销账号: the check, the SMS code to the account's own phone, the deletion.
import type { CallInput } from '../../contract/call';
import {
  accountDeletionCheck,
  deleteAccount,
  sendAccountDeletionSms,
} from '../../contract/calls/account-deletion';
import { request } from './request';

export const checkAccountDeletion = () => request(accountDeletionCheck);
export const sendAccountDeletionCode = (input: { mobile: string; captchaVerification: string }) =>
  request(sendAccountDeletionSms, input);
export const confirmAccountDeletion = (input: CallInput<typeof deleteAccount>) =>
  request(deleteAccount, input);
