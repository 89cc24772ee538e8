// Why a paid action failed, in the server's Chinese words; 余额不足 comes with a link to recharge.
import { errors } from '../../contract/errors';
import { SiteLink } from './site-link';

export function PaidError({ code, msg }: { code: number; msg: string }) {
  return (
    <p role="alert" data-testid="paid-error" className="text-sm text-brand-600">
      {msg}
      {code === errors.insufficientBalance.code && (
        <SiteLink
          href="/v/pay"
          data-testid="paid-error-recharge"
          className="ml-2 font-semibold underline hover:text-brand-700"
        >
          去充值 ›
        </SiteLink>
      )}
    </p>
  );
}
