// The emoji picker of the chat input: the site's emoji groups (GET /user/common/getEmojis); the site's emojis
// are Unicode characters (emojiHead is empty), so a pick inserts the character itself.
import { useState } from 'react';
import { emojiGroups, useCatalogue } from '../catalogues';

export function EmojiPicker({ onPick }: { onPick: (char: string) => void }) {
  const [open, setOpen] = useState(false);
  const catalogue = useCatalogue(emojiGroups);
  const [group, setGroup] = useState(0);
  const groups = catalogue?.groups ?? [];
  const shown = groups[group] ?? groups[0];
  return (
    <div className="relative">
      <button
        type="button"
        data-testid="emoji-button"
        aria-label="表情"
        onClick={() => setOpen((o) => !o)}
        className="flex size-11 items-center justify-center rounded text-lg hover:bg-neutral-100 lg:size-7"
      >
        😀
      </button>
      {open && (
        <div
          data-testid="emoji-picker"
          className="absolute bottom-full left-0 z-30 mb-2 w-72 rounded-lg bg-white p-2 shadow-xl ring-1 ring-black/5"
        >
          {!shown && <p className="p-3 text-center text-xs text-neutral-400">表情加载中…</p>}
          {shown && (
            <>
              <div className="grid max-h-40 grid-cols-8 gap-1 overflow-y-auto">
                {shown.emojis.map((e) => (
                  <button
                    key={e.code}
                    type="button"
                    title={e.name}
                    onClick={() => {
                      onPick(e.char);
                      setOpen(false);
                    }}
                    className="min-h-9 rounded text-xl hover:bg-neutral-100 lg:min-h-0"
                  >
                    {e.char}
                  </button>
                ))}
              </div>
              {groups.length > 1 && (
                <div className="mt-2 flex gap-1 border-t border-neutral-100 pt-2 text-xs">
                  {groups.map((g, i) => (
                    <button
                      key={g.name}
                      type="button"
                      onClick={() => setGroup(i)}
                      className={`rounded px-2 py-0.5 ${i === group ? 'bg-brand-50 text-brand-600' : 'text-neutral-500'}`}
                    >
                      {g.name}
                    </button>
                  ))}
                </div>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
