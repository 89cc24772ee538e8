// The first view's data the server wrote into the page (server/http/first-view.ts): the home page's hot matches and
// rooms, the football board's day list. Each answer goes into the data cache before the first render, and a stream's
// loader takes its answer once (with its seq) as its first snapshot, so the first paint is not a skeleton.
import type { Call, CallData } from '../../contract/call';
import { type ApiResult, resultOf } from '../api/result';
import { queryClient } from './query';

const FIRST_VIEW_ID = 'first-view';

export type FirstViewEntry = { key: [string, Record<string, unknown>]; envelope: unknown };

let untaken: Map<string, unknown> | null = null;

const keyOf = (path: string, input: Record<string, unknown>) => JSON.stringify([path, input]);

/** Reads the page's first view into the cache; called once, before the first render. */
export function seedFirstView(doc: Document = document) {
  const element = doc.getElementById(FIRST_VIEW_ID);
  if (!element) return;
  element.remove();
  try {
    seedFirstViewEntries(JSON.parse(element.textContent ?? '') as FirstViewEntry[]);
  } catch {
    // Unreadable data is no data: the page loads as any other.
  }
}

/** Puts the first view's answers into the cache (the page's, or the server's when it draws the page). */
export function seedFirstViewEntries(entries: FirstViewEntry[]) {
  untaken = new Map();
  for (const { key, envelope } of entries) {
    queryClient.setQueryData(key, resultOf(200, envelope));
    untaken.set(keyOf(...key), envelope);
  }
}

/**
 * The page's answer to this call without taking it: what a component shows in its first render (the server's
 * drawing and the client's first paint alike), before its stream has taken the answer as its first snapshot.
 */
export function peekFirstView<C extends Call>(
  call: C,
  input: Record<string, unknown> = {},
): ApiResult<CallData<C>> | null {
  const key = keyOf(call.path, input);
  if (!untaken?.has(key)) return null;
  return resultOf<CallData<C>>(200, untaken.get(key));
}

/** The page's answer to this call, once (a later load is a reload and asks the server); null when none. */
export function takeFirstView<C extends Call>(
  call: C,
  input: Record<string, unknown> = {},
): ApiResult<CallData<C>> | null {
  const key = keyOf(call.path, input);
  if (!untaken?.has(key)) return null;
  const envelope = untaken.get(key);
  untaken.delete(key);
  return resultOf<CallData<C>>(200, envelope);
}
