// 购买集锦 for a locked clip: the package's price and the fan's balance, one idempotency key per click
// (src/api/paid.ts), the login dialog for a visitor, the server's words on failure (余额不足 with 去充值);
// after buying, the replay and the package load again with the clips' addresses and the clip plays.
import { useState } from 'react';
import type { ClipCard } from '../../../contract/calls/playback';
import { formatAmount } from '../../../contract/format/price';
import { newIdempotencyKey } from '../../api/paid';
import { buyHighlight } from '../../api/playback';
import { PaidError } from '../../components/paid-error';
import { queryClient } from '../../lib/query';
import { useCall } from '../../lib/use-call';
import { showToast } from '../login/toast';
import { currentSession, openLogin } from '../user/session';
import { useLiveBalances } from '../wallet/recharge/live-balance';
import { highlightQuery, replayQuery } from './queries';

export function BuyHighlight({
  packageId,
  replayId,
  clip,
  onBought,
  onClose,
}: {
  packageId: number;
  replayId: number;
  clip: ClipCard;
  /** The clip with its address, once the replay has loaded again. */
  onBought(clip: ClipCard): void;
  onClose(): void;
}) {
  const pack = useCall(highlightQuery(packageId), null);
  const balances = useLiveBalances();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ code: number; msg: string } | null>(null);
  const loggedIn = Boolean(currentSession().auth);

  const buy = async () => {
    if (!currentSession().auth) {
      openLogin();
      return;
    }
    setBusy(true);
    setFailure(null);
    const answer = await buyHighlight(packageId, newIdempotencyKey());
    if (!answer.success) {
      setBusy(false);
      setFailure({ code: answer.code, msg: answer.msg });
      return;
    }
    showToast(`购买成功，花费 ${formatAmount(answer.data.amount)} 球钻`, 'success');
    const [replay] = await Promise.all([
      queryClient.fetchQuery({ ...replayQuery(replayId), staleTime: 0 }),
      queryClient.invalidateQueries({ queryKey: highlightQuery(packageId).queryKey }),
    ]);
    setBusy(false);
    const unlocked = replay.success ? replay.data.matchClips.find((c) => c.id === clip.id) : null;
    if (unlocked && !unlocked.locked && unlocked.url) onBought(unlocked);
    else onClose();
  };

  return (
    <div
      data-testid="buy-highlight"
      role="dialog"
      aria-label="购买集锦"
      className="absolute inset-0 z-30 flex items-center justify-center bg-black/70 p-4 text-white"
    >
      <div className="w-full max-w-sm rounded-xl bg-neutral-900/95 p-5 text-center shadow-xl ring-1 ring-white/10">
        <p className="text-xs text-white/60">付费集锦</p>
        <p className="mt-1 line-clamp-2 text-base font-semibold">{pack?.title ?? clip.title}</p>
        <p className="mt-2 text-sm text-white/70">
          {pack ? `全场 ${pack.clips} 段进球集锦，购买后可随时观看` : '加载中…'}
        </p>
        {loggedIn && balances && (
          <p data-testid="buy-balance" className="mt-2 text-xs text-white/60">
            球钻余额 {formatAmount(balances.balance)}
          </p>
        )}
        {failure && (
          <div className="mt-3 rounded bg-white px-3 py-2">
            <PaidError code={failure.code} msg={failure.msg} />
          </div>
        )}
        <div className="mt-4 flex justify-center gap-3">
          <button
            type="button"
            onClick={onClose}
            className="rounded-full bg-white/10 px-5 py-2 text-sm hover:bg-white/20"
          >
            取消
          </button>
          <button
            type="button"
            data-testid="buy-highlight-confirm"
            disabled={!pack || busy}
            onClick={() => void buy()}
            className="rounded-full bg-brand-500 px-5 py-2 text-sm font-semibold hover:bg-brand-600 disabled:opacity-60"
          >
            {busy ? '购买中…' : pack ? `购买集锦 ${formatAmount(pack.price)} 球钻` : '购买集锦'}
          </button>
        </div>
      </div>
    </div>
  );
}
