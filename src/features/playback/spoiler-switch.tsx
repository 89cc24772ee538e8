// The 防剧透 toggle: a switch that hides scores, results and goal chapters, remembered on this browser.
import { setSpoilerFree, useSpoilerFree } from './spoiler-free';

export function SpoilerSwitch() {
  const on = useSpoilerFree();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      data-testid="spoiler-switch"
      onClick={() => setSpoilerFree(!on)}
      title="开启后隐藏比分、赛果和进球章节"
      className="flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm text-neutral-700 shadow-sm"
    >
      <span
        className={`relative h-5 w-9 rounded-full transition ${on ? 'bg-brand-500' : 'bg-neutral-300'}`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-all ${on ? 'left-[18px]' : 'left-0.5'}`}
        />
      </span>
      防剧透
    </button>
  );
}
