// The circles (圈子): mine first (the server orders them), each with its icon, name, member count and
// 加入 / 已加入; a phone scrolls them sideways, a desktop lists them in the side column.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleIcon } from './circle-icon';
import { circlesQuery } from './community-queries';
import { JoinButton } from './join-button';

const members = (n: number) => (n >= 10_000 ? `${(n / 10_000).toFixed(1)}万` : String(n));

export function CircleList() {
  const query = useQuery(circlesQuery());
  const circles = query.data?.success ? query.data.data : [];
  return (
    <section data-testid="circle-list" className="rounded-lg bg-white p-3 shadow-sm lg:p-4">
      <h2 className="mb-2 font-bold text-neutral-900">圈子</h2>
      {query.isPending ? (
        <p className="py-6 text-center text-sm text-neutral-400">加载中…</p>
      ) : query.data && !query.data.success ? (
        <p className="py-6 text-center text-sm text-neutral-400">
          {query.data.msg || '圈子加载失败'}
        </p>
      ) : (
        <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 lg:mx-0 lg:block lg:max-h-[36rem] lg:space-y-1 lg:overflow-y-auto lg:px-0">
          {circles.map((c) => (
            <li
              key={c.id}
              data-testid="circle-item"
              data-circle-id={c.id}
              className="flex w-28 shrink-0 flex-col items-center gap-1.5 rounded-lg border border-neutral-100 px-2 py-3 hover:bg-neutral-50 lg:w-auto lg:flex-row lg:gap-3 lg:border-0 lg:py-2"
            >
              <Link
                to="/community/circle-detail/{-$id}"
                params={{ id: String(c.id) }}
                className="flex min-w-0 flex-col items-center gap-1.5 lg:flex-1 lg:flex-row lg:gap-3"
              >
                <CircleIcon
                  icon={c.icon}
                  name={c.name}
                  size={40}
                  lazy
                  className="size-10 bg-neutral-50"
                />
                <span className="w-full min-w-0 text-center lg:text-left">
                  <span className="block truncate text-sm font-medium text-neutral-800">
                    {c.name}
                  </span>
                  <span className="block text-xs text-neutral-400">
                    {members(c.memberCount)} 成员
                  </span>
                </span>
              </Link>
              <JoinButton circleId={c.id} joined={c.joined} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
