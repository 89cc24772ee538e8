// The operator console's layout (/admin): none of the public header or footer. Its frame and everything it
// uses load in their own chunk on the first /admin visit, so the public site never downloads console code.
import { lazy, Suspense } from 'react';

const AdminFrame = lazy(() => import('../features/admin/admin-frame'));

export function AdminLayout() {
  return (
    <div data-layout="admin">
      <Suspense fallback={<div className="min-h-screen bg-slate-100" />}>
        <AdminFrame />
      </Suspense>
    </div>
  );
}
