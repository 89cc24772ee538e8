// The send-horn dialog: the message with its counter, the price or the free horns left this month, the
// balance, and 发送 as a paid call (one idempotency key per click); 余额不足 links to recharge.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HORN_CONTENT_MAX, hornInfo } from '../../../contract/calls/chat';
import { formatAmount } from '../../../contract/format/price';
import { sendHorn } from '../../api/horn';
import { newIdempotencyKey } from '../../api/paid';
import { DialogFrame } from '../../components/dialog-frame';
import { PaidError } from '../../components/paid-error';
import { callQuery, invalidateCall } from '../../lib/query';
import { showToast } from '../login/toast';
import { NobilityDialog } from '../nobility/nobility-dialog';
import { useLiveBalances } from '../wallet/recharge/live-balance';
import { HornIcon } from './horn-icon';

export interface HornDialogProps {
  /** The room it is sent from: the marquee links there. */
  roomId?: number;
  onClose(): void;
}

export function HornDialog({ roomId, onClose }: HornDialogProps) {
  // Asked afresh each time the dialog opens: a nobility bought elsewhere brings free horns.
  const { data } = useQuery(callQuery(hornInfo, undefined, { staleTime: 0 }));
  const info = data?.success ? data.data : null;
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ code: number; msg: string } | null>(null);
  const [nobilityOpen, setNobilityOpen] = useState(false);
  const balances = useLiveBalances();

  const maxLength = info?.maxLength ?? HORN_CONTENT_MAX;
  const length = content.trim().length;
  const free = (info?.freeLeft ?? 0) > 0;
  const canSend = !sending && length > 0 && length <= maxLength && info !== null;

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    setFailure(null);
    const answer = await sendHorn(
      { content: content.trim(), ...(roomId ? { roomId } : {}) },
      newIdempotencyKey(),
    );
    setSending(false);
    if (!answer.success) {
      setFailure({ code: answer.code, msg: answer.msg });
      return;
    }
    // A free horn is one fewer left this month.
    void invalidateCall(hornInfo);
    showToast(answer.data.free ? '喇叭已发出（贵族免费）' : '喇叭已发出', 'success');
    onClose();
  };

  return (
    <>
      <DialogFrame
        testId="horn-dialog"
        onClose={onClose}
        title={
          <span className="flex items-center gap-1.5">
            <HornIcon className="size-5 text-brand-500" />
            发全站喇叭
          </span>
        }
      >
        <div className="space-y-3 px-5 py-4">
          <p className="text-xs text-neutral-500">喇叭会在全站所有页面顶部滚动播放一次。</p>
          <div className="relative">
            <textarea
              data-testid="horn-content"
              value={content}
              maxLength={maxLength}
              rows={3}
              placeholder="说点什么，让全站都看到…"
              onChange={(e) => setContent(e.target.value)}
              className="w-full resize-none rounded-lg border border-neutral-200 px-3 py-2 pb-6 text-sm outline-none focus:border-brand-400 focus:ring-2 focus:ring-brand-100"
            />
            <span
              data-testid="horn-counter"
              className={`absolute right-3 bottom-2.5 text-xs ${length > maxLength ? 'text-brand-600' : 'text-neutral-400'}`}
            >
              {length}/{maxLength}
            </span>
          </div>
          <div className="flex items-center justify-between rounded-lg bg-neutral-50 px-3 py-2 text-sm">
            <span data-testid="horn-price" className="text-neutral-600">
              {info === null ? (
                '读取价格…'
              ) : free ? (
                <>
                  本条<span className="mx-1 font-semibold text-emerald-600">免费</span>
                  （本月贵族免费次数还剩 {info.freeLeft} 次）
                </>
              ) : (
                <>
                  每条
                  <span className="mx-1 font-semibold text-brand-600">
                    {formatAmount(info.price)}
                  </span>
                  球钻
                </>
              )}
            </span>
            <span className="text-xs text-neutral-400">
              余额 {balances ? formatAmount(balances.balance) : '--'} 球钻
            </span>
          </div>
          {failure && <PaidError code={failure.code} msg={failure.msg} />}
          {!free && info !== null && (
            <p className="text-xs text-neutral-500">
              公爵及以上贵族每月可免费发 5 条。
              <button
                type="button"
                data-testid="horn-open-nobility"
                onClick={() => setNobilityOpen(true)}
                className="ml-1 font-semibold text-brand-500 hover:text-brand-600"
              >
                开通贵族 ›
              </button>
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2 border-t border-neutral-100 px-5 py-3">
          <button
            type="button"
            onClick={onClose}
            className="h-9 rounded-full px-5 text-sm text-neutral-600 ring-1 ring-neutral-200 hover:bg-neutral-50"
          >
            取消
          </button>
          <button
            type="button"
            data-testid="horn-send"
            disabled={!canSend}
            onClick={send}
            className="h-9 rounded-full bg-brand-500 px-6 text-sm font-semibold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {sending ? '发送中…' : '发送'}
          </button>
        </div>
      </DialogFrame>
      {nobilityOpen && (
        <NobilityDialog
          onClose={() => {
            setNobilityOpen(false);
            // Read again: a new 公爵 has free horns at once.
            void invalidateCall(hornInfo);
          }}
        />
      )}
    </>
  );
}
