// Every call of the contract, for the OpenAPI document and the route coverage check.
import type { Call } from '../call';
import * as accountDeletion from './account-deletion';
import * as advert from './advert';
import * as anchor from './anchor';
import * as auth from './auth';
import * as captcha from './captcha';
import * as chat from './chat';
import * as comment from './comment';
import * as community from './community';
import * as expert from './expert';
import * as grade from './grade';
import * as inform from './inform';
import * as libraryCompetition from './library-competition';
import * as libraryTeam from './library-team';
import * as live from './live';
import * as liveLibrary from './live-library';
import * as liveMatch from './live-match';
import * as liveOdds from './live-odds';
import * as match from './match';
import * as matchChat from './match-chat';
import * as message from './message';
import * as nav from './nav';
import * as news from './news';
import * as newsAuthoring from './news-authoring';
import * as newsBreaking from './news-breaking';
import * as pay from './pay';
import * as payRecharge from './pay-recharge';
import * as paySpend from './pay-spend';
import * as payWithdraw from './pay-withdraw';
import * as playback from './playback';
import * as rank from './rank';
import * as room from './room';
import * as search from './search';
import * as sms from './sms';
import * as upload from './upload';
import * as user from './user';

const isCall = (v: unknown): v is Call =>
  typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'response' in v;

export const allCalls: Call[] = [
  accountDeletion,
  advert,
  anchor,
  auth,
  captcha,
  chat,
  comment,
  community,
  expert,
  grade,
  inform,
  libraryCompetition,
  libraryTeam,
  live,
  liveLibrary,
  liveMatch,
  liveOdds,
  match,
  matchChat,
  message,
  nav,
  news,
  newsAuthoring,
  newsBreaking,
  pay,
  payRecharge,
  paySpend,
  payWithdraw,
  rank,
  playback,
  room,
  search,
  sms,
  upload,
  user,
].flatMap((m) => Object.values(m).filter(isCall));
