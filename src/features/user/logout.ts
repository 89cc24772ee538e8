// Log out (spec §4): end the session on the server, forget the token and user, then go home from a guarded page or reload elsewhere.
import type { AnyRouter } from '@tanstack/react-router';
import { logout as endSession } from '../../api/auth';
import { needsLogin } from '../../lib/route-guard';
import { reset } from './session';

export async function logout(router: AnyRouter) {
  // Whatever the server answers (even none), the login is forgotten here; the token the server
  // may still hold dies with its own expiry.
  await endSession();
  reset();
  if (needsLogin(router.state.location.pathname)) void router.navigate({ to: '/' });
  else window.location.reload();
}
