// Short messages at the top centre of the window (已发送, 密码已重置 …), shown by the login host on every page.
import { useEffect, useState } from 'react';
import { Subject } from 'rxjs';

export type ToastKind = 'info' | 'success' | 'error';

interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

/** How long a toast stays. */
const TOAST_MS = 2_500;

const toasts = new Subject<Toast>();
let nextId = 1;

export function showToast(text: string, kind: ToastKind = 'info') {
  toasts.next({ id: nextId++, text, kind });
}

const kindClass: Record<ToastKind, string> = {
  info: 'bg-neutral-800/90 text-white',
  success: 'bg-emerald-600 text-white',
  error: 'bg-brand-600 text-white',
};

export function Toaster() {
  const [shown, setShown] = useState<Toast[]>([]);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const sub = toasts.subscribe((toast) => {
      setShown((list) => [...list.slice(-2), toast]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setShown((list) => list.filter((t) => t.id !== toast.id));
      }, TOAST_MS);
      timers.add(timer);
    });
    return () => {
      sub.unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-20 left-1/2 z-[70] flex -translate-x-1/2 flex-col items-center gap-2"
    >
      {shown.map((toast) => (
        <p
          key={toast.id}
          role="status"
          data-testid="toast"
          className={`rounded-md px-5 py-2.5 text-sm shadow-lg ${kindClass[toast.kind]}`}
        >
          {toast.text}
        </p>
      ))}
    </div>
  );
}
