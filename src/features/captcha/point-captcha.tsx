// The point-click captcha: click the characters of wordList in order on the picture; numbered markers show each click.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { REFERENCE_HEIGHT, REFERENCE_WIDTH } from '../../../contract/captcha-answer';
import { type CaptchaMode, pointCaptchaMachine } from '../../../machines/point-captcha';
import { type CaptchaBinding, captchaActors } from './captcha-actors';
import { CaptchaFrame, type ResultStatus } from './captcha-frame';

export interface PointCaptchaProps extends CaptchaBinding {
  mode?: CaptchaMode;
  shownWidth?: number;
  shownHeight?: number;
  onVerified: (captchaVerification: string) => void;
  /** Pop mode: 1.5 s after a pass the pop-up closes. */
  onClosed?: () => void;
}

const MARKER = 22;

export function PointCaptcha({
  mode = 'fixed',
  shownWidth = REFERENCE_WIDTH,
  shownHeight = REFERENCE_HEIGHT,
  mobile,
  action,
  onVerified,
  onClosed,
}: PointCaptchaProps) {
  const machine = useMemo(
    () => pointCaptchaMachine.provide({ actors: captchaActors('clickWord', { mobile, action }) }),
    [mobile, action],
  );
  const [snapshot, send, actor] = useMachine(machine, {
    input: { mode, shown: { width: shownWidth, height: shownHeight } },
  });
  const handlers = useRef({ onVerified, onClosed });
  handlers.current = { onVerified, onClosed };
  useEffect(() => {
    const verified = actor.on('verified', (e) =>
      handlers.current.onVerified(e.captchaVerification),
    );
    const closed = actor.on('closed', () => handlers.current.onClosed?.());
    return () => {
      verified.unsubscribe();
      closed.unsubscribe();
    };
  }, [actor]);

  const { challenge, clicks, tip } = snapshot.context;
  const state = snapshot.value;
  const status: ResultStatus =
    state === 'success' || state === 'closed' ? 'success' : state === 'failure' ? 'failure' : '';
  const words = challenge?.wordList ?? [];

  return (
    <div data-testid="point-captcha" data-state={String(state)} style={{ width: shownWidth }}>
      <CaptchaFrame
        width={shownWidth}
        height={shownHeight}
        image={challenge?.originalImageBase64}
        loading={state === 'loading'}
        unavailable={state === 'unavailable' ? tip : null}
        onRefresh={
          state === 'collecting' || state === 'unavailable'
            ? () => send({ type: 'REFRESH' })
            : undefined
        }
        onImageClick={state === 'collecting' ? (x, y) => send({ type: 'CLICK', x, y }) : undefined}
      >
        {clicks.map((click, i) => (
          <span
            // The order of clicks is the answer; a marker never moves once placed.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            data-testid="captcha-marker"
            className="pointer-events-none absolute flex items-center justify-center rounded-full border-2 border-white bg-sky-500 text-xs font-bold text-white shadow"
            style={{
              width: MARKER,
              height: MARKER,
              left: click.x - MARKER / 2,
              top: click.y - MARKER / 2,
            }}
          >
            {i + 1}
          </span>
        ))}
      </CaptchaFrame>
      <p
        data-testid="captcha-result"
        data-status={status}
        role="status"
        className={`mt-2.5 flex h-10 items-center justify-center rounded border text-sm ${
          status === 'success'
            ? 'border-emerald-500 bg-emerald-50 text-emerald-600'
            : status === 'failure'
              ? 'border-brand-500 bg-brand-50 text-brand-600'
              : 'border-neutral-200 bg-neutral-50 text-neutral-600'
        }`}
      >
        {status ? (
          tip
        ) : words.length > 0 ? (
          <span>
            请依次点击
            <span className="mx-1 font-semibold text-brand-600">【{words.join(',')}】</span>
          </span>
        ) : (
          '\u00a0'
        )}
      </p>
    </div>
  );
}
