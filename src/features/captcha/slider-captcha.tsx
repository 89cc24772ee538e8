// The slider captcha: the background with the piece, a track whose handle drags the piece (mouse and touch), the result line.
import { useMachine } from '@xstate/react';
import { type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { REFERENCE_HEIGHT, REFERENCE_WIDTH } from '../../../contract/captcha-answer';
import { sliderCaptchaMachine } from '../../../machines/slider-captcha';
import { type CaptchaBinding, captchaActors } from './captcha-actors';
import { CaptchaFrame, ResultLine, type ResultStatus } from './captcha-frame';
import { CheckIcon, CloseIcon, ForwardIcon } from './icons';
import { imageSource } from './image-source';

/** Spec §5. */
export const SLIDER_HINT = '请拖动滑块填充拼图';
/** AJ-Captcha's piece is 47 wide on the 310 reference until its image says otherwise. */
const DEFAULT_PIECE = 47;
const TRACK_HEIGHT = 40;

export interface SliderCaptchaProps extends CaptchaBinding {
  /** 310 by default; 330 at the login step (spec §9). The height is always 155. */
  shownWidth?: number;
  onVerified: (captchaVerification: string) => void;
  /** The slider is done (1 s after a pass): its host hides it. */
  onClosed?: () => void;
}

const now = () => performance.now();

export function SliderCaptcha({
  shownWidth = REFERENCE_WIDTH,
  mobile,
  action,
  onVerified,
  onClosed,
}: SliderCaptchaProps) {
  const machine = useMemo(
    () =>
      sliderCaptchaMachine.provide({ actors: captchaActors('blockPuzzle', { mobile, action }) }),
    [mobile, action],
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { shownWidth } });
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

  const [pieceWidth, setPieceWidth] = useState((DEFAULT_PIECE * shownWidth) / REFERENCE_WIDTH);
  const dragFrom = useRef<number | null>(null);
  const { challenge, moved, tip } = snapshot.context;
  const maxMove = Math.max(0, shownWidth - pieceWidth);
  const state = snapshot.value;
  const status: ResultStatus =
    state === 'success' || state === 'verified' ? 'success' : state === 'failure' ? 'failure' : '';
  const canDrag = state === 'idle';

  const down = (e: PointerEvent<HTMLElement>) => {
    if (!canDrag) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    dragFrom.current = e.clientX;
    send({ type: 'DRAG_START', at: now() });
  };
  const move = (e: PointerEvent<HTMLElement>) => {
    if (dragFrom.current === null) return;
    const distance = Math.min(Math.max(0, e.clientX - dragFrom.current), maxMove);
    send({ type: 'DRAG_MOVE', moved: distance, at: now() });
  };
  const up = () => {
    if (dragFrom.current === null) return;
    dragFrom.current = null;
    send({ type: 'DRAG_END', at: now() });
  };

  const barColour =
    status === 'success'
      ? 'border-emerald-500 bg-emerald-50'
      : status === 'failure'
        ? 'border-brand-500 bg-brand-50'
        : 'border-sky-400 bg-sky-50';
  const handleColour =
    status === 'success'
      ? 'bg-emerald-500 text-white'
      : status === 'failure'
        ? 'bg-brand-500 text-white'
        : state === 'dragging' || state === 'checking'
          ? 'bg-sky-500 text-white'
          : 'bg-white text-neutral-500 hover:bg-sky-500 hover:text-white';

  return (
    <div data-testid="slider-captcha" data-state={String(state)} style={{ width: shownWidth }}>
      <CaptchaFrame
        width={shownWidth}
        height={REFERENCE_HEIGHT}
        image={challenge?.originalImageBase64}
        loading={state === 'loading'}
        unavailable={state === 'unavailable' ? tip : null}
        onRefresh={
          state === 'idle' || state === 'unavailable' ? () => send({ type: 'REFRESH' }) : undefined
        }
      >
        {challenge?.jigsawImageBase64 && state !== 'loading' && (
          <img
            data-testid="captcha-piece"
            src={imageSource(challenge.jigsawImageBase64)}
            alt=""
            draggable={false}
            onLoad={(e) =>
              setPieceWidth((e.currentTarget.naturalWidth * shownWidth) / REFERENCE_WIDTH)
            }
            className="pointer-events-none absolute top-0 h-full max-w-none select-none"
            style={{ left: moved, width: pieceWidth }}
          />
        )}
        <ResultLine status={status} text={status ? tip : ''} />
      </CaptchaFrame>
      <div
        className={`relative mt-2.5 overflow-hidden rounded border text-center text-sm leading-[38px] text-neutral-500 select-none ${
          state === 'idle' || state === 'loading' || state === 'unavailable'
            ? 'border-neutral-200 bg-neutral-50'
            : barColour
        }`}
        style={{ height: TRACK_HEIGHT }}
      >
        <span className={moved > 0 ? 'invisible' : ''}>{SLIDER_HINT}</span>
        <div
          className={`absolute inset-y-0 left-0 border-r-0 ${moved > 0 ? barColour : ''}`}
          style={{ width: moved + pieceWidth }}
        />
        <button
          type="button"
          data-testid="captcha-slider-handle"
          aria-label={SLIDER_HINT}
          disabled={!canDrag && state !== 'dragging'}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          className={`absolute top-[-1px] flex cursor-grab touch-none items-center justify-center rounded shadow-[0_0_3px_rgba(0,0,0,0.3)] transition-colors active:cursor-grabbing disabled:cursor-default ${handleColour}`}
          style={{ left: moved, width: pieceWidth, height: TRACK_HEIGHT }}
        >
          {status === 'success' ? (
            <CheckIcon />
          ) : status === 'failure' ? (
            <CloseIcon />
          ) : (
            <ForwardIcon />
          )}
        </button>
      </div>
    </div>
  );
}
