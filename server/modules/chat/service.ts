// The chat module's public face: sending, history, bans, managers, the room's info and gift announcements, sensitive words.
// Routes and other modules import from here, not from the files behind it.
export { banList, banUser, unbanById } from './bans';
export { barrageStyles } from './barrage-styles';
export { chatHistory } from './history';
export { checkDuplicate, checkPace } from './limits';
export { addManager, managerList, removeManager } from './managers';
export { announceGift, roomForGift } from './room-gift';
export { chatRoomInfo, welcome } from './room-info';
export { sendChat } from './send';
export { restateRoom, restateUser } from './standing';
export {
  addWord,
  listWords,
  maskWords,
  removeWord,
  sensitiveWordList,
  wordsIn,
} from './words';
