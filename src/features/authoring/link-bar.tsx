// The link row under the toolbar: type or paste an address, Enter to apply, Esc to close. Only http(s) links
// (the server drops any other scheme anyway); an address without one gets https://.
import { type FormEvent, useState } from 'react';

/** The address as it will be stored, or null when it cannot be a web link. */
export function normaliseHref(raw: string): string | null {
  const typed = raw.trim();
  if (typed === '') return '';
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(typed) ? typed : `https://${typed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function LinkBar({
  href,
  onDone,
}: {
  /** The link under the cursor, if any. */
  href: string;
  /** null: closed without a change; '': remove the link; else the address to set. */
  onDone(href: string | null): void;
}) {
  const [value, setValue] = useState(href);
  const [error, setError] = useState<string | null>(null);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = normaliseHref(value);
    if (next === null) return setError('请输入以 http:// 或 https:// 开头的网址');
    onDone(next);
  };

  return (
    <form
      onSubmit={apply}
      data-testid="link-bar"
      className="flex flex-wrap items-center gap-2 border-t border-neutral-200 px-3 py-2"
    >
      <input
        // biome-ignore lint/a11y/noAutofocus: the row opens for typing an address, from a button
        autoFocus
        type="url"
        inputMode="url"
        value={value}
        aria-label="链接地址"
        placeholder="https://"
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone(null);
        }}
        className="h-9 min-w-0 flex-1 rounded border border-neutral-200 bg-white px-2 text-sm outline-none focus:border-brand-400"
      />
      <button
        type="submit"
        className="h-9 rounded bg-brand-500 px-4 text-sm text-white hover:bg-brand-600"
      >
        确定
      </button>
      {href && (
        <button
          type="button"
          onClick={() => onDone('')}
          className="h-9 rounded px-3 text-sm text-neutral-500 hover:bg-neutral-100"
        >
          移除链接
        </button>
      )}
      <button
        type="button"
        onClick={() => onDone(null)}
        className="h-9 rounded px-3 text-sm text-neutral-500 hover:bg-neutral-100"
      >
        取消
      </button>
      {error && (
        <p role="alert" className="w-full text-xs text-brand-600">
          {error}
        </p>
      )}
    </form>
  );
}
