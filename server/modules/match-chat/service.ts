// The match chat module's public face: the match a chat belongs to, tokens, history, welcome and notice, sending.
export {
  banFromMatchChat,
  isMatchChatBanned,
  matchChatBanList,
  unbanFromMatchChat,
} from './bans';
export { MATCH_CHAT_KEEP, matchChatHistory, pruneMatchChat } from './history';
export { type ChatMatch, chatMatch } from './match';
export { sendMatchChat } from './send';
export { checkToken, issueToken } from './tokens';
export { MATCH_CHAT_RULES, matchChatNotice, matchChatWelcome, onlineOf } from './welcome';
