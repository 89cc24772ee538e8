// Channel names and socket.io event names of the realtime bus: the part of its contract with no schema, so the
// browser reads them without zod (contract/events.ts builds the payload schemas and re-exports all of this).
export type MatchType = 'football' | 'basketball';
export const matchTypes = ['football', 'basketball'] as const satisfies readonly MatchType[];

/** socket.io event names: client → server requests and server → client pushes. */
export const socketEvents = {
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  event: 'event',
  resync: 'resync',
  /** A batch of envelopes (a busy room's chat), to a socket whose handshake said it reads them. */
  events: 'events',
} as const;

// ---- channels ------------------------------------------------------------------------------

export type Channel =
  | { kind: 'scores'; matchType: MatchType; name: string }
  | { kind: 'match'; matchType: MatchType; matchId: number; name: string }
  | { kind: 'room'; roomId: number; name: string }
  | { kind: 'user'; userId: number; name: string }
  | { kind: 'circle'; circleId: number; name: string }
  | { kind: 'plan'; planId: number; name: string }
  | { kind: 'site'; name: string };

/** The longest channel name the parser looks at; longer strings are refused before any regex runs. */
export const CHANNEL_NAME_MAX = 64;

// Ids are positive decimal integers without leading zeros, so one id has exactly one channel name.
const ID = '([1-9][0-9]{0,15})';
const TYPE = '(football|basketball)';
const patterns = {
  scores: new RegExp(`^scores:${TYPE}$`),
  match: new RegExp(`^match:${TYPE}:${ID}$`),
  room: new RegExp(`^room:${ID}$`),
  user: new RegExp(`^user:${ID}$`),
  circle: new RegExp(`^circle:${ID}$`),
  plan: new RegExp(`^plan:${ID}$`),
};

const id = (s: string | undefined) => {
  const n = Number(s);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** A channel name's meaning, or null when it is not a channel of the site. */
export function parseChannel(name: unknown): Channel | null {
  if (typeof name !== 'string' || name.length > CHANNEL_NAME_MAX) return null;
  if (name === 'site') return { kind: 'site', name };
  let m = patterns.scores.exec(name);
  if (m) return { kind: 'scores', matchType: m[1] as MatchType, name };
  m = patterns.match.exec(name);
  if (m) {
    const matchId = id(m[2]);
    return matchId ? { kind: 'match', matchType: m[1] as MatchType, matchId, name } : null;
  }
  m = patterns.room.exec(name);
  if (m) {
    const roomId = id(m[1]);
    return roomId ? { kind: 'room', roomId, name } : null;
  }
  m = patterns.user.exec(name);
  if (m) {
    const userId = id(m[1]);
    return userId ? { kind: 'user', userId, name } : null;
  }
  m = patterns.circle.exec(name);
  if (m) {
    const circleId = id(m[1]);
    return circleId ? { kind: 'circle', circleId, name } : null;
  }
  m = patterns.plan.exec(name);
  if (m) {
    const planId = id(m[1]);
    return planId ? { kind: 'plan', planId, name } : null;
  }
  return null;
}

/** Channel names built from their parts (the only way services and the client should spell them). */
export const channels = {
  scores: (matchType: MatchType) => `scores:${matchType}`,
  match: (matchType: MatchType, matchId: number) => `match:${matchType}:${matchId}`,
  room: (roomId: number) => `room:${roomId}`,
  user: (userId: number) => `user:${userId}`,
  /** A community circle's new posts (a circle page shows "N 条新帖"). */
  circle: (circleId: number) => `circle:${circleId}`,
  /** An expert plan's settlement (its page flips from locked to settled without reload). */
  plan: (planId: number) => `plan:${planId}`,
  site: 'site',
} as const;

/** The socket.io room of a room channel's watchers (server side only: never a channel a client joins). */
export const watchersOf = (channel: string) => `watch:${channel}`;
/** The room channel a watchers' room counts for, or null. */
export const watchedChannel = (room: string) =>
  room.startsWith('watch:') ? room.slice('watch:'.length) : null;

/** Private channels are joined only by sockets logged in as their owner. */
export const isPrivateChannel = (channel: Channel) => channel.kind === 'user';

// The payload types, for modules that import from here (erased at build time: nothing of events.ts is loaded).
export type {
  ChannelEvent,
  ChannelEventOf,
  ClientToServerEvents,
  EventData,
  EventType,
  FailedAck,
  HandshakeAuthData,
  ResyncNotice,
  ServerToClientEvents,
  SubscribeAck,
  SubscribeRequest,
  UnsubscribeAck,
  UnsubscribeRequest,
} from './events';
