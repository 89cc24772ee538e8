// The message module's public face: other modules tell users things through notify/notifyAll only.
export type { MessageDeps } from './deps';
export {
  deleteMessage,
  listMessages,
  markRead,
  setSetting,
  settingsOf,
  unreadWithSeq,
} from './inbox';
export {
  tellAnchorLive,
  tellMatchStarted,
  tellNewFan,
  tellPlanSettled,
  tellPostLike,
  tellReply,
  tellReportHandled,
  tellSystem,
  tellWithdrawal,
} from './notices';
export {
  FANOUT_MAX,
  followersOf,
  type Notice,
  notify,
  notifyAll,
  reserversOf,
  unreadOf,
} from './notify';
export { MESSAGE_RETENTION_DAYS, MESSAGES_PER_USER_MAX, sweepMessages } from './retention';
