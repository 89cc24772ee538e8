// /football/collect (我的关注): the followed matches of a logged-in user; a visitor is asked to log in.
import { CollectList } from '../../features/collect/collect-list';
import { PageTitle, RowFlashStyle } from '../../features/schedule/list-states';
import { currentSession, openLogin, select } from '../../features/user/session';
import { useObservable } from '../../lib/use-observable';

const auth$ = select((s) => s.auth);

export function CollectPage() {
  const auth = useObservable(auth$, currentSession().auth);
  return (
    <div className="mx-auto w-content lg:py-5">
      <RowFlashStyle />
      <PageTitle title="我的关注" hint="关注的比赛 · 实时比分" />
      {auth ? (
        // A new login is a new list.
        <CollectList key={auth} />
      ) : (
        <div
          data-testid="collect-login"
          className="flex h-56 flex-col items-center justify-center gap-3 rounded-lg bg-white text-sm text-neutral-500 shadow-sm"
        >
          <span>登录后查看你关注的比赛，比分实时更新</span>
          <button
            type="button"
            onClick={openLogin}
            className="rounded bg-brand-500 px-6 py-1.5 text-white hover:bg-brand-600"
          >
            登录
          </button>
        </div>
      )}
    </div>
  );
}
