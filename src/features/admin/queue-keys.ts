// Keyboard of the review queues: j/k move, a 通过, r 驳回 (opens the reason box), c 认领. Keys typed into a field
// are the field's; a modifier key leaves the browser's own shortcuts alone.
import { useEffect, useRef } from 'react';

export interface QueueKeys {
  count: number;
  selected: number;
  select: (index: number) => void;
  approve: () => void;
  reject: () => void;
  claim: () => void;
  /** Off while the reason box is open. */
  enabled: boolean;
}

export const queueKeyLegend: [string, string][] = [
  ['j / k', '下一条 / 上一条'],
  ['c', '认领'],
  ['a', '通过'],
  ['r', '驳回'],
];

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function useQueueKeys(keys: QueueKeys) {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const k = latest.current;
      if (!k.enabled || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      const act: Record<string, () => void> = {
        j: () => k.select(Math.min(k.count - 1, k.selected + 1)),
        k: () => k.select(Math.max(0, k.selected - 1)),
        a: k.approve,
        r: k.reject,
        c: k.claim,
      };
      const run = act[e.key.toLowerCase()];
      if (!run || k.count === 0) return;
      e.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
