// The user state of spec §3/§4 (auth token, user info, login dialog flag) as one observable store.
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { UserInfo } from '../../../contract/calls/user';
import { AUTH_COOKIE, authToken } from '../../api/cookie';
import { getUserInfo } from '../../api/user';

export interface SessionState {
  /** The login token from the auth cookie; '' when logged out. */
  auth: string;
  userInfo: UserInfo | null;
  /** Spec §4: the login dialog is opened by this store flag. */
  showLoginModel: boolean;
}

const initial: SessionState = { auth: '', userInfo: null, showLoginModel: false };
const state = new BehaviorSubject<SessionState>(initial);

export const session$: Observable<SessionState> = state.asObservable();
export const currentSession = () => state.value;

const update = (patch: Partial<SessionState>) => state.next({ ...state.value, ...patch });

export const select = <T>(pick: (s: SessionState) => T): Observable<T> =>
  session$.pipe(map(pick), distinctUntilChanged());

export const openLogin = () => update({ showLoginModel: true });
export const closeLogin = () => update({ showLoginModel: false });

function dropAuthCookie() {
  // The token is the one cookie the client owns (it sends it as the accessToken header).
  // biome-ignore lint/suspicious/noDocumentCookie: Cookie Store API is missing in older browsers
  if (typeof document !== 'undefined') document.cookie = `${AUTH_COOKIE}=; Max-Age=0; path=/`;
}

let loading: Promise<void> | null = null;

/** Spec §4: fetched when none is held; any answer but 200 clears auth and user info. */
export function loadUserInfo(): Promise<void> {
  if (state.value.userInfo || !state.value.auth) return Promise.resolve();
  loading ??= getUserInfo()
    .then((answer) => {
      if (answer.success) update({ userInfo: { ...answer.data, level: answer.data.level ?? 0 } });
      // No answer at all (offline) is not a verdict on the token: keep it for the next try.
      else if (answer.code !== 0) reset();
    })
    .finally(() => {
      loading = null;
    });
  return loading ?? Promise.resolve();
}

/**
 * Spec §4 "Auth cookie": on each navigation, a token in the auth cookie is stored and user info
 * fetched. A token that disappeared (logged out in another tab) clears the state.
 */
export function syncAuthFromCookie(token = authToken()) {
  if (token === state.value.auth) {
    if (token) void loadUserInfo();
    return;
  }
  update({ auth: token, userInfo: null });
  if (token) void loadUserInfo();
}

/** Forget the login here: cookie, token and user info. */
export function reset() {
  dropAuthCookie();
  update({ auth: '', userInfo: null });
}

export const isLoggedIn = () => state.value.auth !== '';
