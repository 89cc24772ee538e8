// Plugs the site into the streams (streams/site.ts): the typed calls, the live host and the login. main.tsx
// imports this first, so it runs before any page subscribes to a stream.
import { map } from 'rxjs';
import { chatPage } from '../contract/calls/chat';
import { basketballList, footballList } from '../contract/calls/live';
import { tvMatchList } from '../contract/calls/live-match';
import { roomDetail } from '../contract/calls/room';
import { plugSite } from '../streams/site';
import { getChatPage } from './api/chat';
import { conditionalRequest } from './api/conditional';
import { authToken } from './api/cookie';
import { getRecentHorns } from './api/horn';
import { getBasketballList, getFootballList, getHotMatches, getServerTime } from './api/live';
import { getFollowedMatches } from './api/match';
import { getBasketballMatch, getFootballMatch } from './api/match-centre';
import { getMatchOdds, getOddsHistory } from './api/odds';
import { getBalances } from './api/pay';
import { getRoomDetail } from './api/room';
import { getLotteryIssue } from './api/schedule';
import { config } from './config';
import { currentSession, session$ } from './features/user/session';
import { takeFirstView } from './lib/first-view';

plugSite({
  liveHost: () => config.hosts.live,
  // The session's token, else the auth cookie's (before the session has read it).
  loginToken: () => currentSession().auth || authToken(),
  login$: session$.pipe(
    map((s) => ({
      auth: s.auth,
      userId: !s.auth ? null : s.userInfo ? s.userInfo.id : undefined,
    })),
  ),
  // The page's own first view (written into it by the server) is the first snapshot, seq and all.
  list: (type, date) => {
    const first = type === 'football' && date === undefined ? takeFirstView(footballList) : null;
    if (first) return Promise.resolve(first);
    return type === 'football' ? getFootballList(date) : getBasketballList(date);
  },
  listPoll: (type, date, etag) =>
    conditionalRequest(
      type === 'football' ? footballList : basketballList,
      date === undefined ? {} : { date },
      etag,
    ),
  hotMatches: () => {
    const first = takeFirstView(tvMatchList);
    return first ? Promise.resolve(first) : getHotMatches();
  },
  followedMatches: () => getFollowedMatches(),
  lotteryIssue: (code, issueNo) => getLotteryIssue(code, issueNo),
  room: {
    // A room page's own first view is the room's first snapshot and chat page.
    detail: (roomId) => {
      const first = takeFirstView(roomDetail, { roomId });
      return first ? Promise.resolve(first) : getRoomDetail(roomId);
    },
    history: (roomId) => {
      const first = takeFirstView(chatPage, { roomId });
      return first ? Promise.resolve(first) : getChatPage(roomId);
    },
    detailPoll: (roomId, etag) => conditionalRequest(roomDetail, { roomId }, etag),
  },
  centre: { football: getFootballMatch, basketball: getBasketballMatch },
  odds: (type, matchId) => getMatchOdds(type, matchId),
  oddsHistory: getOddsHistory,
  serverTime: getServerTime,
  balances: getBalances,
  // The marquee's replay: the last five are enough for five minutes of horns.
  recentHorns: () => getRecentHorns(5),
});
