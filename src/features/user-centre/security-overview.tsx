// The 账号安全 summary card: the security level, the bound phone (masked), password and real-name states.
import type { UserProfile } from '../../../contract/calls/user';
import { Icon, type IconName } from '../../components/icons';
import { CentreCard } from './centre-frame';
import { securityLevel } from './profile-rules';

const levelTone = { 1: 'bg-brand-500', 2: 'bg-accent-500', 3: 'bg-emerald-500' } as const;

function Item({
  icon,
  title,
  value,
  done,
  testId,
}: {
  icon: IconName;
  title: string;
  value: string;
  done: boolean;
  testId: string;
}) {
  return (
    <li className="flex flex-1 items-center gap-3.5 py-2 sm:px-6 sm:py-1">
      <span
        className={`flex size-11 items-center justify-center rounded-full ${
          done ? 'bg-emerald-50 text-emerald-600' : 'bg-brand-50 text-brand-500'
        }`}
      >
        <Icon name={icon} className="size-[22px]" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-neutral-500">{title}</p>
        <p
          data-testid={testId}
          className={`mt-0.5 truncate text-[15px] font-semibold ${done ? 'text-neutral-800' : 'text-brand-600'}`}
        >
          {value}
        </p>
      </div>
    </li>
  );
}

export function SecurityOverview({ profile }: { profile: UserProfile }) {
  const level = securityLevel(profile);
  return (
    <CentreCard
      testId="security-overview"
      title="账号安全"
      extra={
        <p className="flex items-center gap-2.5 text-[13px] text-neutral-500">
          安全等级
          <span className="flex gap-1">
            {[1, 2, 3].map((n) => (
              <span
                key={n}
                className={`h-1.5 w-7 rounded-full ${n <= level.score ? levelTone[level.score] : 'bg-neutral-200'}`}
              />
            ))}
          </span>
          <span data-testid="security-level" className="font-semibold text-neutral-800">
            {level.label}
          </span>
        </p>
      }
    >
      <ul className="flex flex-col divide-y divide-neutral-100 sm:-mx-6 sm:flex-row sm:divide-x sm:divide-y-0">
        <Item icon="phone" title="绑定手机" value={profile.mobile} done testId="security-mobile" />
        <Item
          icon="lock"
          title="登录密码"
          value={profile.hasPassword === 1 ? '已设置' : '未设置'}
          done={profile.hasPassword === 1}
          testId="security-password-state"
        />
        <Item
          icon="idCard"
          title="实名认证"
          value={profile.realNameStatus === 1 ? '已认证' : '未认证'}
          done={profile.realNameStatus === 1}
          testId="security-realname-state"
        />
      </ul>
    </CentreCard>
  );
}
