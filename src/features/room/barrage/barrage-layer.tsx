// Barrage over the video: each new chat line flies right to left in a free lane (CSS transforms on the
// compositor), in its barrage colour; density caps how many fly at once, opacity and on/off come from settings.
import { useEffect, useMemo, useRef } from 'react';
import type { ChatLine } from '../../../../contract/calls/chat';
import type { RoomLine } from '../../../../streams/live-room';
import { useObservable } from '../../../lib/use-observable';
import { barrageStyles, useCatalogue } from '../catalogues';
import { flightMs, freeLane, LANE_HEIGHT, laneCount, laneFreeAfter } from './lanes';
import { barrageSettings$, DRAWN_BARRAGE, densityCap } from './settings';

export function BarrageLayer({ lines }: { lines: RoomLine[] }) {
  const settings = useObservable(barrageSettings$, barrageSettings$.value, DRAWN_BARRAGE);
  const styles = useCatalogue(barrageStyles);
  const colours = useMemo(() => new Map((styles ?? []).map((s) => [s.id, s.color])), [styles]);
  const stage = useRef<HTMLDivElement>(null);
  const seen = useRef<Set<string> | null>(null);
  const lanes = useRef<number[]>([]);
  const flying = useRef(0);

  useEffect(() => {
    // What was there when the page opened is history: only lines arriving afterwards fly.
    if (seen.current === null) {
      seen.current = new Set(lines.map((l) => l.key));
      return;
    }
    const known = seen.current;
    const fresh = lines.filter(
      (l): l is Extract<RoomLine, { kind: 'chat' }> => l.kind === 'chat' && !known.has(l.key),
    );
    for (const l of fresh) known.add(l.key);
    const el = stage.current;
    if (!el || !settings.on) return;
    for (const { line } of fresh) fly(el, line);
  });

  function fly(el: HTMLDivElement, line: ChatLine) {
    if (flying.current >= densityCap[settings.density]) return;
    const { clientWidth: width, clientHeight: height } = el;
    const count = laneCount(height);
    if (lanes.current.length !== count) lanes.current = Array(count).fill(0);
    const now = performance.now();
    const lane = freeLane(lanes.current, now);
    if (lane < 0) return;
    const span = document.createElement('span');
    // Text only: a message is never markup.
    span.textContent = line.content;
    span.dataset.testid = 'barrage-line';
    span.className =
      'absolute left-0 whitespace-nowrap text-lg font-bold [text-shadow:0_0_2px_#000,0_0_2px_#000] will-change-transform';
    span.style.top = `${lane * LANE_HEIGHT + 6}px`;
    span.style.color = (line.barrageId && colours.get(line.barrageId)) || '#ffffff';
    span.style.transform = `translateX(${width}px)`;
    el.appendChild(span);
    const w = span.offsetWidth;
    lanes.current[lane] = laneFreeAfter(now, w);
    flying.current++;
    const flight = span.animate(
      [{ transform: `translateX(${width}px)` }, { transform: `translateX(${-w}px)` }],
      { duration: flightMs(width, w), easing: 'linear' },
    );
    flight.onfinish = () => {
      span.remove();
      flying.current--;
    };
  }

  return (
    <div
      ref={stage}
      data-testid="barrage-stage"
      aria-hidden
      className="pointer-events-none absolute inset-x-0 top-0 bottom-12 z-10 overflow-hidden"
      style={{ opacity: settings.on ? settings.opacity : 0 }}
    />
  );
}
