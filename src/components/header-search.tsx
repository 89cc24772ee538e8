// The header search box (spec §2 Search): hot words from the server, local history of 6, Enter submits.
// Below 1200 px (desk) it hides behind an icon that opens the box as a band under the header.
import { useRouter } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { searchHotWords } from '../../contract/calls/search';
import { callQuery, invalidateCall } from '../lib/query';
import {
  addSearchHistory,
  clearSearchHistory,
  readSearchHistory,
  splitHotWords,
} from '../lib/search-history';
import { useCall } from '../lib/use-call';

interface WordListProps {
  words: string[];
  /** Rank of the first word minus one: the right column continues the left one's numbering. */
  offset?: number;
  onPick(word: string): void;
}

function WordList({ words, offset = 0, onPick }: WordListProps) {
  return (
    <ul className="space-y-0.5">
      {words.map((word, i) => (
        <li key={word}>
          <button
            type="button"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(word)}
            className="flex w-full items-center gap-2 rounded px-2 py-2.5 text-left text-[13px] desk:py-1.5 text-neutral-700 hover:bg-brand-50 hover:text-brand-600"
          >
            <span
              className={`w-4 text-center text-xs font-bold ${offset + i < 3 ? 'text-brand-500' : 'text-neutral-400'}`}
            >
              {offset + i + 1}
            </span>
            <span className="truncate">{word}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function HeaderSearch() {
  const router = useRouter();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useState<string[]>([]);
  /** The phone's band is open (from desk up the box is always there). */
  const [expanded, setExpanded] = useState(false);
  const hot = (useCall(callQuery(searchHotWords), []) ?? []).map((h) => h.word);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (expanded) input.current?.focus();
  }, [expanded]);

  const submit = (word: string) => {
    const query = word.trim();
    if (!query) return;
    setHistory(addSearchHistory(query));
    setText(query);
    setOpen(false);
    setExpanded(false);
    input.current?.blur();
    router.history.push(`/search?query=${encodeURIComponent(query)}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) submit(text);
    if (e.key === 'Escape') {
      setOpen(false);
      setExpanded(false);
    }
  };

  const [left, right] = splitHotWords(hot);

  return (
    <div className="relative" data-testid="header-search">
      <button
        type="button"
        aria-label="打开搜索"
        aria-expanded={expanded}
        data-testid="search-toggle"
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => setExpanded(!expanded)}
        className="flex size-11 items-center justify-center text-white/80 hover:text-white desk:hidden"
      >
        <svg
          viewBox="0 0 20 20"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="9" cy="9" r="6" />
          <path d="m14 14 4 4" strokeLinecap="round" />
        </svg>
      </button>
      <div
        className={`${
          expanded
            ? 'fixed inset-x-0 top-14 flex bg-header px-3 py-2 shadow-lg lg:top-16'
            : 'hidden'
        } desk:static desk:flex desk:bg-transparent desk:p-0 desk:shadow-none`}
      >
        <div className="flex h-11 w-full items-center rounded-full bg-white/10 pr-1 pl-4 ring-1 ring-white/10 transition focus-within:bg-white focus-within:ring-brand-400 desk:h-9 desk:w-44">
          <input
            ref={input}
            data-testid="search-input"
            value={text}
            maxLength={40}
            onChange={(e) => setText(e.target.value)}
            onFocus={() => {
              setHistory(readSearchHistory());
              setOpen(true);
              // The operators may have changed the hot words (console 站点配置): each open asks again.
              void invalidateCall(searchHotWords);
            }}
            onBlur={() => {
              setOpen(false);
              setExpanded(false);
            }}
            onKeyDown={onKeyDown}
            placeholder="搜索主播、球队、赛事"
            className="peer h-full min-w-0 flex-1 bg-transparent text-sm text-white outline-none placeholder:text-white/40 focus:text-neutral-800 focus:placeholder:text-neutral-400"
          />
          <button
            type="button"
            aria-label="搜索"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => submit(text)}
            className="flex size-7 items-center justify-center rounded-full text-white/70 peer-focus:text-neutral-500 hover:text-brand-500"
          >
            <svg
              viewBox="0 0 20 20"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <circle cx="9" cy="9" r="6" />
              <path d="m14 14 4 4" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      {open && (history.length > 0 || hot.length > 0) && (
        <div
          data-testid="search-panel"
          className="fixed inset-x-3 top-[7.5rem] z-40 rounded-lg bg-white p-4 text-neutral-800 shadow-xl ring-1 ring-black/5 lg:top-[8rem] desk:absolute desk:inset-x-auto desk:top-11 desk:right-0 desk:w-[420px]"
        >
          {history.length > 0 && (
            <section className="mb-3" data-testid="search-history">
              <div className="mb-2 flex items-center justify-between text-xs text-neutral-400">
                <span>搜索历史</span>
                <button
                  type="button"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => setHistory(clearSearchHistory())}
                  className="hover:text-brand-500"
                >
                  清空
                </button>
              </div>
              <div className="flex flex-wrap gap-2">
                {history.map((word) => (
                  <button
                    key={word}
                    type="button"
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => submit(word)}
                    className="max-w-36 truncate rounded-full bg-neutral-100 px-3 py-1 text-xs text-neutral-600 hover:bg-brand-50 hover:text-brand-600"
                  >
                    {word}
                  </button>
                ))}
              </div>
            </section>
          )}
          {hot.length > 0 && (
            <section data-testid="search-hot">
              <p className="mb-2 text-xs text-neutral-400">热门搜索</p>
              <div className="grid grid-cols-2 gap-4">
                <div data-testid="search-hot-left">
                  <WordList words={left} onPick={submit} />
                </div>
                <div data-testid="search-hot-right">
                  <WordList words={right} offset={left.length} onPick={submit} />
                </div>
              </div>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
