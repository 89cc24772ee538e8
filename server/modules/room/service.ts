// The room module's public face: rooms, their lifecycle and settings, lists, reports and viewers.
// Routes and other modules import from here, not from the files behind it.
export { detailOfRoom } from './detail';
export { followedRooms } from './followed-rooms';
export { sessionHistory } from './history';
export { hotAnchors } from './hot-anchors';
export { downRoom, upRoom } from './lifecycle';
export { cardRows, cardsOf, hotRooms, pageOfRooms } from './lists';
export { type LiveCovers, startLiveCovers, withLiveCover } from './live-covers';
export { roomsOfMatch } from './match-rooms';
export { MediaLink } from './media-link';
export { addReport } from './report';
export { findRoom, isBannedIn, ownRoom, type Room, roomRoleOf } from './rooms';
export { boundMatch, checkCover, publishUrlFor, settingsOf, updateRoom } from './settings';
export { obsStreamKey, rotateStreamKey } from './stream-key';
export { type Viewers, viewersOf } from './viewers';
