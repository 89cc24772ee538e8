// A modal dialog's frame: the dimmed backdrop, a titled white panel with a close button, Escape to close.
// On a phone the panel is a full-width bottom sheet (within thumb reach, clear of the notch).
import { type ReactNode, useEffect, useId } from 'react';

/** Open frames, last opened last: Escape closes only the top one (a dialog opened from another). */
const openFrames: string[] = [];

export interface DialogFrameProps {
  title: ReactNode;
  onClose(): void;
  /** Panel width in px. */
  width?: number;
  testId?: string;
  children: ReactNode;
}

export function DialogFrame({ title, onClose, width = 440, testId, children }: DialogFrameProps) {
  const titleId = useId();
  useEffect(() => {
    openFrames.push(titleId);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && openFrames.at(-1) === titleId) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      openFrames.splice(openFrames.lastIndexOf(titleId), 1);
    };
  }, [onClose, titleId]);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center sm:px-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        style={{ width }}
        className="relative max-h-[85dvh] max-w-full overflow-y-auto rounded-t-xl bg-white pb-[env(safe-area-inset-bottom)] shadow-2xl max-sm:w-full! sm:max-h-[90vh] sm:rounded-xl"
      >
        <div className="flex items-center justify-between border-b border-neutral-100 px-5 py-3.5">
          <h2 id={titleId} className="text-base font-semibold text-neutral-900">
            {title}
          </h2>
          <button
            type="button"
            aria-label="关闭"
            onClick={onClose}
            className="flex size-11 items-center justify-center rounded-full text-xl sm:size-8 leading-none text-neutral-400 hover:bg-neutral-100 hover:text-neutral-700"
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
