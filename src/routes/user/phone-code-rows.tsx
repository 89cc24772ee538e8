// The phone and SMS-code rows that register and password recovery share (spec §5 rules, §9 lengths).

import {
  CODE_LENGTH,
  normalizeCode,
  normalizePhone,
  PHONE_LENGTH,
} from '../../../contract/login-rules';
import { Field } from '../../features/login/fields';
import { SendCodeButton } from '../../features/login/send-code-button';
import { FormRow } from './account-card';

type CodeButtonProps = Parameters<typeof SendCodeButton>[0];

export interface PhoneCodeRowsProps {
  /** The page's test-id prefix: `<prefix>-mobile`, `<prefix>-code`, `<prefix>-send-code`. */
  testIdPrefix: string;
  mobile: string;
  onMobile(mobile: string): void;
  code: string;
  onCode(code: string): void;
  smsType: CodeButtonProps['type'];
  captchaType?: CodeButtonProps['captchaType'];
  phonePlaceholder?: string;
}

export function PhoneCodeRows({
  testIdPrefix,
  mobile,
  onMobile,
  code,
  onCode,
  smsType,
  captchaType,
  phonePlaceholder = '请输入手机号',
}: PhoneCodeRowsProps) {
  return (
    <>
      <FormRow label="手机号">
        <Field
          icon="phone"
          testId={`${testIdPrefix}-mobile`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={phonePlaceholder}
          maxLength={PHONE_LENGTH}
          value={mobile}
          onValue={(v) => onMobile(normalizePhone(v))}
        />
      </FormRow>
      <FormRow label="验证码">
        <Field
          icon="shield"
          testId={`${testIdPrefix}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="请输入短信验证码"
          maxLength={CODE_LENGTH}
          value={code}
          onValue={(v) => onCode(normalizeCode(v))}
          addon={
            <SendCodeButton
              mobile={mobile}
              type={smsType}
              testId={`${testIdPrefix}-send-code`}
              {...(captchaType ? { captchaType } : {})}
              className="border-l border-neutral-200 pl-3"
            />
          }
        />
      </FormRow>
    </>
  );
}
