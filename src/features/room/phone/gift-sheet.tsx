// Gifts on a phone: a 礼物 button beside the chat input opens the gift bar in a bottom sheet (the desktop
// shows the bar under the video, where a phone has no room for it).
import { useCallback, useState } from 'react';
import { DialogFrame } from '../../../components/dialog-frame';
import { GiftBar } from '../gifts/gift-bar';
import { GiftIcon } from '../gifts/gift-icon';

export function GiftSheetButton({
  anchorId,
  roomId,
  isMe,
}: {
  anchorId: number;
  roomId: number;
  isMe: boolean;
}) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        data-testid="gift-sheet-open"
        aria-label="礼物"
        onClick={() => setOpen(true)}
        className="flex size-11 shrink-0 items-center justify-center rounded-full lg:hidden"
      >
        <GiftIcon giftId={0} animated className="size-8" />
      </button>
      {open && (
        <DialogFrame title="礼物" onClose={close} testId="gift-sheet">
          <GiftBar anchorId={anchorId} roomId={roomId} isMe={isMe} />
        </DialogFrame>
      )}
    </>
  );
}
