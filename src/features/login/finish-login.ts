// After a login from the dialog (spec §4): store the token, load the user, then reload the page unless on register.
import { reloadAfterLogin } from '../../../contract/login-rules';
import { completeLogin } from '../user/session';

export async function finishLogin(token: string) {
  const known = await completeLogin(token);
  // A refused user info has already reset the state; there is no user to reload for.
  if (known && reloadAfterLogin(window.location.pathname)) window.location.reload();
}
