// The console's menu and role table: every /admin page but the login has a menu entry naming a real duty, each
// role's menu holds exactly the entries its duties allow, and the super admin holds every duty.
import { describe, expect, it } from 'vitest';
import { adminPermissions, adminRoles, can, rolePermissions } from '../../contract/admin-roles';
import { pageRoutes } from '../../contract/pages';
import {
  ADMIN_LOGIN_PATH,
  adminMenu,
  menuFor,
  menuItemOf,
} from '../../src/features/admin/admin-menu';

describe('the admin menu', () => {
  it('has an entry for every admin page but the login', () => {
    const adminPaths = Object.values(pageRoutes)
      .filter((r) => r.layout === 'admin')
      .map((r) => r.path)
      .filter((p) => p !== ADMIN_LOGIN_PATH);
    expect(adminMenu.map((i) => i.to).sort()).toEqual([...adminPaths].sort());
    for (const item of adminMenu) expect(adminPermissions).toContain(item.permission);
  });

  it.each(adminRoles)('shows %s what its duties allow', (role) => {
    const shown = menuFor(rolePermissions[role]).map((i) => i.to);
    expect(shown).toEqual(adminMenu.filter((i) => can(role, i.permission)).map((i) => i.to));
    expect(shown).toContain('/admin');
  });

  it('gives the super admin every duty and the auditor no action', () => {
    expect([...rolePermissions.super].sort()).toEqual([...adminPermissions].sort());
    expect(menuFor(rolePermissions.auditor).map((i) => i.to)).not.toContain('/admin/admins');
    expect(can('auditor', 'admins.manage')).toBe(false);
    expect(menuItemOf('/admin/audit/')?.permission).toBe('audit.read');
  });
});
