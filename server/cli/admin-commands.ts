// `npm run operator -- admin create --username <名> --role super [--force]`: the operator console's first
// account (run before the site starts: the embedded database has one owner). The password is ADMIN_PASSWORD
// when set, otherwise a one-time password printed once; the account enrols its authenticator at first login.
import { type AdminRole, adminRoleNames, adminRoles } from '../../contract/admin-roles';
import type { Db } from '../db/client';
import { createAdminFromCli, FirstAdminRefused } from '../modules/admin/accounts';

export const adminUsage = `  admin create --username <用户名> --role <角色> [--force]
                                                  新建运营后台账号（角色：${adminRoles.join('|')}）；
                                                  密码取环境变量 ADMIN_PASSWORD，未设置则生成一次性密码；
                                                  已有超级管理员时再建 super 需加 --force`;

export class AdminUsageError extends Error {}

function option(args: string[], name: string) {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--'))
    throw new AdminUsageError(`--${name} 需要一个值`);
  return value;
}

export async function adminCommand(
  args: string[],
  db: Db,
  print: (line: string) => void,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const [action, ...rest] = args;
  if (action !== 'create') throw new AdminUsageError('admin 后应为 create');
  const username = option(rest, 'username');
  if (!username || !/^[A-Za-z0-9_.-]{3,32}$/.test(username))
    throw new AdminUsageError('--username 应为 3-32 位字母、数字、下划线、点或横线');
  const role = option(rest, 'role') ?? 'super';
  if (!(adminRoles as readonly string[]).includes(role))
    throw new AdminUsageError(`--role 应为 ${adminRoles.join('、')} 之一`);
  const given = env.ADMIN_PASSWORD || undefined;
  try {
    const { account, password } = await createAdminFromCli(db, {
      username,
      role: role as AdminRole,
      password: given,
      force: rest.includes('--force'),
    });
    print(
      `已创建后台账号 ${account.username}（${adminRoleNames[account.role]}，ID ${account.id}）。`,
    );
    print(
      given
        ? '密码为 ADMIN_PASSWORD 的值。'
        : `一次性密码：${password}（只显示这一次，请妥善保存）`,
    );
    print('首次登录 /admin/login 时须用身份验证器 App 扫码绑定动态验证码。');
    return 0;
  } catch (err) {
    if (err instanceof FirstAdminRefused) {
      print(`拒绝：${err.message}`);
      return 1;
    }
    throw err;
  }
}
