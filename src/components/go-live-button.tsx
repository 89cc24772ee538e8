// The header's go-live button: the anchor entry rule of spec §4.
import { useAnchorEntry } from '../features/user/use-anchor-entry';

export function GoLiveButton() {
  const go = useAnchorEntry();
  return (
    <button
      type="button"
      data-testid="go-live"
      onClick={go}
      className="flex h-8 items-center gap-1.5 rounded-full bg-gradient-to-r from-accent-500 to-brand-500 px-4 text-sm font-semibold text-white shadow hover:brightness-110"
    >
      <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
        <path d="M3 5.5A1.5 1.5 0 0 1 4.5 4h7A1.5 1.5 0 0 1 13 5.5v9a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 14.5v-9Zm11 2.2 3-1.9v8.4l-3-1.9V7.7Z" />
      </svg>
      开播
    </button>
  );
}
