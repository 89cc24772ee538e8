// The plan page's 更多: other plans on the same match, and the expert's other plans on sale.
import { morePlans } from '../../../contract/calls/expert';
import { callQuery } from '../../lib/query';
import { useCall } from '../../lib/use-call';
import { PlanCard } from './plan-card';

export function MorePlans({ planId }: { planId: number }) {
  const more = useCall(callQuery(morePlans, { planId }, { progress: false }), null);
  if (!more) return null;
  const groups = [
    { title: '同场方案', list: more.sameMatch, showExpert: true },
    { title: '该专家其他方案', list: more.sameExpert, showExpert: false },
  ].filter((g) => g.list.length > 0);
  return (
    <>
      {groups.map((g) => (
        <section
          key={g.title}
          data-testid="more-plans"
          className="overflow-hidden rounded-lg bg-white shadow-sm"
        >
          <h2 className="border-b border-neutral-100 px-4 py-3 font-semibold text-neutral-900">
            {g.title}
          </h2>
          {g.list.slice(0, 5).map((plan) => (
            <PlanCard key={plan.id} plan={plan} showExpert={g.showExpert} />
          ))}
        </section>
      ))}
    </>
  );
}
