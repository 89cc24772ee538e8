// Log out (spec §4): forget the token and user, then go home from a guarded page or reload elsewhere.
import type { AnyRouter } from '@tanstack/react-router';
import { needsLogin } from '../../lib/route-guard';
import { reset } from './session';

export function logout(router: AnyRouter) {
  reset();
  if (needsLogin(router.state.location.pathname)) void router.navigate({ to: '/' });
  else window.location.reload();
}
