// Mounted once in the root shell: the toasts, and the login dialog, loaded the first time showLoginModel turns on.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useObservable } from '../../lib/use-observable';
import { currentSession, select } from '../user/session';
import { Toaster } from './toast';

const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));

const showLoginModel$ = select((s) => s.showLoginModel);

export function LoginDialogHost() {
  const open = useObservable(showLoginModel$, currentSession().showLoginModel);
  // Once loaded the dialog stays mounted, so its machine sees every open and close.
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return (
    <>
      <Toaster />
      {wanted && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
    </>
  );
}
