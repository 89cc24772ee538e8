// "An anchor you follow went live": a card in the corner for 10 s with a way into the room, from the
// 'anchor.live' pushes on the user's own channel (streams/anchor-live.ts). One at a time; the newest wins.
import { useEffect, useState } from 'react';
import { map } from 'rxjs';
import { type AnchorLiveNotice, anchorLiveStream } from '../../streams/anchor-live';
import { roomHref } from '../features/live-list/room-card';
import { session$ } from '../features/user/session';
import { SiteLink } from './site-link';

/** How long a notice stays up unless closed or replaced. */
export const LIVE_NOTICE_MS = 10_000;

const anchorLive$ = anchorLiveStream(
  session$.pipe(map((s) => (s.auth && s.userInfo ? s.userInfo.id : null))),
);

export function LiveNotice() {
  const [notice, setNotice] = useState<AnchorLiveNotice | null>(null);
  useEffect(() => {
    const sub = anchorLive$.subscribe(setNotice);
    return () => sub.unsubscribe();
  }, []);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), LIVE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  return (
    <div
      role="status"
      data-testid="live-notice"
      className="fixed right-3 bottom-20 z-50 w-80 max-w-[calc(100vw-1.5rem)] lg:right-6 lg:bottom-6 rounded-xl bg-white p-4 text-left shadow-2xl ring-1 ring-black/5"
    >
      <button
        type="button"
        aria-label="关闭"
        onClick={() => setNotice(null)}
        className="absolute top-2 right-3 text-neutral-400 hover:text-neutral-600"
      >
        ×
      </button>
      <p className="text-sm text-neutral-500">你关注的主播开播了</p>
      <p className="mt-1 truncate font-bold text-neutral-900">{notice.nickName}</p>
      <p className="mt-0.5 truncate text-sm text-neutral-600">{notice.title}</p>
      <SiteLink
        href={roomHref(notice.roomId)}
        onClick={() => setNotice(null)}
        className="mt-3 inline-block rounded-full bg-brand-500 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-600"
      >
        去看看
      </SiteLink>
    </div>
  );
}
