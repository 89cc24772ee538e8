// The 喇叭 (megaphone) icon of the horn marquee and button.
export function HornIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="currentColor" aria-hidden="true">
      <path d="M15.5 3.2a.8.8 0 0 1 1.2.7v12.2a.8.8 0 0 1-1.2.7L10.6 14H7.9l.9 3.1a.8.8 0 0 1-.8 1H6.6a.8.8 0 0 1-.8-.6L4.6 14H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6.6l4.9-2.8Z" />
    </svg>
  );
}
