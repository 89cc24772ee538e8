// HTTP routes of the room module: the anchor's room, playback and media paths, then the room lists and detail.
import fp from 'fastify-plugin';
import { roomAnchorRoutes } from './anchor-routes';
import { roomListRoutes } from './list-routes';

// Shared with the parent (fastify-plugin), not encapsulated: `app.media` is read by main.ts and tests on the
// root app, viewersOf(app) is keyed by it, and the media link's and viewers' preClose must run before the
// realtime side disconnects (a child's preClose would run after the root's).
export const roomModule = fp(
  async (app) => {
    roomAnchorRoutes(app);
    roomListRoutes(app);
  },
  { name: 'room' },
);
