// The viewers' live pages (spec §2 /live/*): room lists, the room, followed anchors, reservations and
// reports. Each route sits in the layout its page contract names.
import type { AnyRoute } from '@tanstack/react-router';
import type { PageName } from '../contract/pages';
import { liveListRoutes } from './routes/live/list-routes';
import { liveRoomRoute } from './routes/live/room-route';

/** Builds the live pages' routes; `parentOf` gives the layout route a page contract names. */
export function liveRoutes(parentOf: (name: PageName) => () => AnyRoute) {
  return { liveRoom: liveRoomRoute(parentOf), ...liveListRoutes(parentOf) };
}
