// The 获取验证码 button of the login dialog, register and password pages: captcha step, SMS send, 60 s countdown.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { CaptchaType } from '../../../contract/calls/captcha';
import type { SmsType } from '../../../contract/calls/sms';
import { REFERENCE_WIDTH } from '../../../contract/captcha-answer';
import {
  codeButtonLabel,
  codeButtonMachine,
  type SendInput,
  type SendOutcome,
} from '../../../machines/code-button';
import type { ApiResult } from '../../api/result';
import { sendSms } from '../../api/sms';
import { CaptchaPop } from '../captcha/captcha-pop';
import { showToast } from './toast';

/** Spec §9: the slider at the login step is shown 330 wide. */
export const LOGIN_STEP_WIDTH = 330;

/** The action a verification is bound to, per SMS type: the server checks it on send. */
export const smsAction = (type: SmsType) => `sms:${type}`;

export interface SendCodeButtonProps {
  mobile: string;
  /** 1 register, 2 retrieve password, 3 login. */
  type: SmsType;
  testId: string;
  /** The slider by default (spec §9: at the login step, 330 wide); the point captcha at 310x155. */
  captchaType?: CaptchaType;
  /** The captcha step passed (the login button's guard needs it). */
  onCaptchaPassed?: () => void;
  /** Spec §8: the send failed, so the captcha starts over. */
  onCaptchaReset?: () => void;
  className?: string;
  /** Sends the code another way than POST /inform/send/sms (the pay password's own call); default that. */
  sendCode?: (input: SendInput) => Promise<ApiResult<unknown>>;
}

export function SendCodeButton({
  mobile,
  type,
  testId,
  captchaType = 'blockPuzzle',
  onCaptchaPassed,
  onCaptchaReset,
  className = '',
  sendCode,
}: SendCodeButtonProps) {
  const machine = useMemo(
    () =>
      codeButtonMachine.provide({
        actors: {
          sendCode: fromPromise<SendOutcome, SendInput>(async ({ input }) => {
            const answer = sendCode ? await sendCode(input) : await sendSms({ ...input, type });
            return answer.success
              ? { ok: true }
              : { ok: false, msg: answer.code === 0 ? '' : answer.msg };
          }),
        },
      }),
    [type, sendCode],
  );
  const [snapshot, send, actor] = useMachine(machine);
  const handlers = useRef({ onCaptchaReset });
  handlers.current = { onCaptchaReset };
  useEffect(() => {
    const sent = actor.on('sent', (e) => showToast(e.msg, 'success'));
    const failed = actor.on('failed', (e) => {
      showToast(e.msg, 'error');
      handlers.current.onCaptchaReset?.();
    });
    return () => {
      sent.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor]);

  const state = String(snapshot.value);
  const { remaining } = snapshot.context;
  // The pop-up outlives the captcha step: after a pass it closes itself (spec §4 pop mode).
  const [popShown, setPopShown] = useState(false);
  useEffect(() => {
    if (state === 'captcha') setPopShown(true);
  }, [state]);

  const request = () => {
    send({ type: 'REQUEST', mobile });
    const after = actor.getSnapshot();
    if (after.value === 'available' && after.context.error) showToast(after.context.error, 'error');
  };

  return (
    <>
      <button
        type="button"
        data-testid={testId}
        disabled={state !== 'available'}
        onClick={request}
        className={`shrink-0 text-sm font-medium whitespace-nowrap text-brand-500 tabular-nums transition hover:text-brand-600 disabled:cursor-not-allowed disabled:text-neutral-400 ${className}`}
      >
        {codeButtonLabel(state, remaining)}
      </button>
      {popShown && (
        <CaptchaPop
          type={captchaType}
          shownWidth={captchaType === 'blockPuzzle' ? LOGIN_STEP_WIDTH : REFERENCE_WIDTH}
          mobile={mobile}
          action={smsAction(type)}
          onVerified={(captchaVerification) => {
            onCaptchaPassed?.();
            send({ type: 'CAPTCHA_PASSED', captchaVerification });
          }}
          onCancel={() => {
            setPopShown(false);
            send({ type: 'CAPTCHA_CANCELLED' });
          }}
          onDone={() => setPopShown(false)}
        />
      )}
    </>
  );
}
