// Keeps a box (the chat input) in sight while its field has focus: a phone's keyboard shrinks the visual
// viewport after the focus, and a browser that only scrolled the field in on focus may leave it covered.
import { useCallback, useRef } from 'react';

export function useKeepInView<T extends HTMLElement>() {
  const stop = useRef<(() => void) | null>(null);
  return useCallback((box: T | null) => {
    stop.current?.();
    stop.current = null;
    const viewport = window.visualViewport;
    if (!box || !viewport) return;
    const onResize = () => {
      if (box.contains(document.activeElement)) box.scrollIntoView({ block: 'end' });
    };
    viewport.addEventListener('resize', onResize);
    stop.current = () => viewport.removeEventListener('resize', onResize);
  }, []);
}
