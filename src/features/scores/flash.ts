// How long a pushed goal, red card or line move flashes: one rule for the boards, the match centre and odds.
import { serverNow } from '../../../streams/server-clock';

/** A flash older than this (a row or cell re-rendered long after the push) is not shown again. */
export const FLASH_WINDOW_MS = 5_000;

/** The flash if it is recent enough to show (compared on the server clock, as pushes are stamped). */
export const recentFlash = <F extends { at: number }>(flash: F | null): F | null =>
  flash && serverNow() - flash.at < FLASH_WINDOW_MS ? flash : null;
