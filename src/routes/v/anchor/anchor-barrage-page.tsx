// /v/anchor-barrage?roomId=… (bare layout, no login): the room's barrage and gifts over a transparent page,
// added to OBS as a browser source.
import { useEffect } from 'react';
import { BarrageOverlay } from '../../../features/anchor/barrage-overlay';
import type { BarrageSearch } from './barrage-search';

export function AnchorBarragePage({ roomId }: BarrageSearch) {
  // The site paints <html> and <body>; OBS must see through both.
  useEffect(() => {
    const targets = [document.documentElement, document.body];
    const before = targets.map((el) => el.style.background);
    for (const el of targets) el.style.background = 'transparent';
    return () => {
      targets.forEach((el, i) => {
        el.style.background = before[i] ?? '';
      });
    };
  }, []);

  if (!roomId) {
    return (
      <p
        data-testid="barrage-help"
        className="m-6 inline-block rounded-md bg-black/70 px-4 py-3 text-sm text-white"
      >
        请在地址后加上 ?roomId=你的直播间号，再把这个地址添加为 OBS 的「浏览器」来源。
      </p>
    );
  }
  return <BarrageOverlay roomId={roomId} />;
}
