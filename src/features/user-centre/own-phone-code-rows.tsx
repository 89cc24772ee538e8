// The two rows a sensitive action asks for: the account's own phone (its masked form as the hint) and an SMS
// code sent only to it, by the action's own call (找回支付密码 type 4, 注销账号 type 5).
import type { SmsType } from '../../../contract/calls/sms';
import type { ApiResult } from '../../api/result';
import { Field } from '../login/fields';
import { SendCodeButton } from '../login/send-code-button';
import { CentreRow } from './form-row';

export function OwnPhoneCodeRows({
  testIdPrefix,
  maskedMobile,
  mobile,
  onMobile,
  code,
  onCode,
  smsType,
  sendCode,
}: {
  /** forget → forget-mobile, forget-code, forget-send-code. */
  testIdPrefix: string;
  /** 138****0001, as a hint of which number to type; '' shows none. */
  maskedMobile: string;
  mobile: string;
  onMobile: (mobile: string) => void;
  code: string;
  onCode: (code: string) => void;
  smsType: SmsType;
  sendCode: (input: { mobile: string; captchaVerification: string }) => Promise<ApiResult<unknown>>;
}) {
  return (
    <>
      <CentreRow
        label="手机号"
        note={maskedMobile ? `请输入账号绑定的手机号 ${maskedMobile}` : undefined}
      >
        <Field
          icon="phone"
          testId={`${testIdPrefix}-mobile`}
          inputMode="numeric"
          autoComplete="tel"
          placeholder="请输入账号绑定的手机号"
          maxLength={11}
          value={mobile}
          onValue={(v) => onMobile(v.replace(/\D/g, ''))}
        />
      </CentreRow>
      <CentreRow label="验证码">
        <Field
          icon="shield"
          testId={`${testIdPrefix}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="请输入6位短信验证码"
          maxLength={6}
          value={code}
          onValue={(v) => onCode(v.replace(/\D/g, ''))}
          addon={
            <SendCodeButton
              mobile={mobile}
              type={smsType}
              testId={`${testIdPrefix}-send-code`}
              sendCode={sendCode}
            />
          }
        />
      </CentreRow>
    </>
  );
}
