// The floating side widget (spec §2): activities, the app QR code, /app, help, and back-to-top after 100 px.
import { lazy, Suspense, useEffect, useState } from 'react';
import { advertList } from '../../contract/calls/advert';
import { callQuery } from '../lib/query';
import { useCall } from '../lib/use-call';
import { AdvertLink } from './advert-link';
import { SiteLink } from './site-link';

// The QR encoder (qrcode, ~50 KB raw) comes when the code is first wanted (a hover on 扫码下载), not
// with every page: the code is hidden until hovered.
const QrCode = lazy(() => import('./qr-code').then((m) => ({ default: m.QrCode })));
const QR_SIZE = 132;

/** Spec §9: back-to-top appears after 100 px of scrolling. */
export const BACK_TO_TOP_AFTER = 100;

function useScrolledPast(offset: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > offset);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [offset]);
  return past;
}

const itemClass =
  'group relative flex w-16 flex-col items-center gap-1 py-3 text-[11px] text-neutral-500 hover:bg-brand-50 hover:text-brand-600';

function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      aria-hidden="true"
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function FloatingWidget() {
  const showTop = useScrolledPast(BACK_TO_TOP_AFTER);
  const activity = useCall(callQuery(advertList, { placeCode: 'float_activity' }), [])?.[0];

  const appUrl = typeof window === 'undefined' ? '/app' : `${window.location.origin}/app`;
  const [qrWanted, setQrWanted] = useState(false);

  return (
    <aside
      data-testid="floating-widget"
      className="fixed right-4 bottom-24 z-30 hidden flex-col divide-y divide-neutral-100 overflow-visible rounded-xl bg-white shadow-lg ring-1 ring-black/5 lg:flex"
    >
      {activity && (
        <AdvertLink advert={activity} className={`${itemClass} rounded-t-xl`}>
          <Icon d="M4 10h16v10H4zM3 6h18v4H3zM12 6v14M12 6c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 0 5-1s-3.5-2-5 1" />
          <span data-testid="widget-activity">活动</span>
        </AdvertLink>
      )}
      <div className={itemClass} data-testid="widget-qr" onPointerEnter={() => setQrWanted(true)}>
        <Icon d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />
        <span>扫码下载</span>
        <div className="invisible absolute top-0 right-full mr-3 w-40 rounded-lg bg-white p-3 text-center opacity-0 shadow-xl ring-1 ring-black/5 transition-opacity group-hover:visible group-hover:opacity-100">
          <div style={{ width: QR_SIZE, height: QR_SIZE }} className="mx-auto">
            {qrWanted && (
              <Suspense fallback={null}>
                <QrCode value={appUrl} size={QR_SIZE} />
              </Suspense>
            )}
          </div>
          <p className="mt-2 text-xs text-neutral-600">扫码下载球live APP</p>
        </div>
      </div>
      <SiteLink href="/app" newTab className={itemClass} data-testid="widget-app">
        <Icon d="M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2" />
        <span>APP</span>
      </SiteLink>
      <SiteLink href="/about/10001" newTab className={itemClass} data-testid="widget-help">
        <Icon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01" />
        <span>帮助</span>
      </SiteLink>
      {showTop && (
        <button
          type="button"
          data-testid="back-to-top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className={`${itemClass} rounded-b-xl`}
        >
          <Icon d="M12 19V6M6 11l6-6 6 6M5 3h14" />
          <span>顶部</span>
        </button>
      )}
    </aside>
  );
}
