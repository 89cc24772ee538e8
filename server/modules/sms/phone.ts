// The phone rule of spec §5 on the server: non-digits stripped, then 1[345789] and 9 more digits.

import { MOBILE_PATTERN, normalizeMobile } from '../../../contract/calls/sms';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';

/** The 11-digit number, or 请输入正确的手机号. */
export function phoneOf(raw: string): string {
  const mobile = normalizeMobile(raw);
  if (!MOBILE_PATTERN.test(mobile)) throw new ApiError(errors.phoneInvalid);
  return mobile;
}
