// Typed calls of the SMS code flow.
import type { CallInput } from '../../contract/call';
import {
  checkVerifyCode as checkVerifyCodeCall,
  sendSms as sendSmsCall,
} from '../../contract/calls/sms';
import { request } from './request';

export const sendSms = (input: CallInput<typeof sendSmsCall>) => request(sendSmsCall, input);

export const checkVerifyCode = (input: CallInput<typeof checkVerifyCodeCall>) =>
  request(checkVerifyCodeCall, input);
