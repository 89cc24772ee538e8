// Pop mode (spec §4): a captcha in a small dialog over the page, closed by the captcha itself once it has passed.
import { useEffect } from 'react';
import type { CaptchaType } from '../../../contract/calls/captcha';
import type { CaptchaBinding } from './captcha-actors';
import { CloseIcon } from './icons';
import { PointCaptcha } from './point-captcha';
import { SliderCaptcha } from './slider-captcha';

export interface CaptchaPopProps extends CaptchaBinding {
  type?: CaptchaType;
  /** 310 (spec §9 reference) or 330 at the login step. */
  shownWidth?: number;
  onVerified: (captchaVerification: string) => void;
  /** Closed by the user before passing. */
  onCancel: () => void;
  /** The captcha closed itself after a pass: the slider 1 s after, the point captcha 1.5 s after. */
  onDone: () => void;
}

export function CaptchaPop({
  type = 'blockPuzzle',
  shownWidth = 310,
  mobile,
  action,
  onVerified,
  onCancel,
  onDone,
}: CaptchaPopProps) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);

  return (
    <div
      data-testid="captcha-pop"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-black/40"
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label="安全验证"
        className="rounded-lg bg-white shadow-2xl ring-1 ring-black/5"
      >
        <div className="flex items-center justify-between border-b border-neutral-100 px-4 py-3">
          <h3 className="text-[15px] font-semibold text-neutral-800">请完成安全验证</h3>
          <button
            type="button"
            aria-label="关闭"
            data-testid="captcha-close"
            onClick={onCancel}
            className="flex size-7 items-center justify-center rounded-full text-neutral-400 hover:bg-neutral-100 hover:text-neutral-700"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="p-4">
          {type === 'blockPuzzle' ? (
            <SliderCaptcha
              shownWidth={shownWidth}
              mobile={mobile}
              action={action}
              onVerified={onVerified}
              onClosed={onDone}
            />
          ) : (
            <PointCaptcha
              mode="pop"
              shownWidth={shownWidth}
              mobile={mobile}
              action={action}
              onVerified={onVerified}
              onClosed={onDone}
            />
          )}
        </div>
      </div>
    </div>
  );
}
