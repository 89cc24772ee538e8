// /admin/catalogue (site.config): the gift catalogue, the nobility tiers' monthly prices and the platform's shares.
// Every save names a reason, is audited, applies to the money moved after it, and is pushed to open pages (the
// rooms' gift bars and nobility dialogs reload without a page reload).
import { useQueryClient } from '@tanstack/react-query';
import { adminCatalogue } from '../../../contract/calls/admin-catalogue';
import { GiftsTable } from '../../features/admin/catalogue/gifts-table';
import { NobilityPrices } from '../../features/admin/catalogue/nobility-prices';
import { SharesForm } from '../../features/admin/catalogue/shares-form';
import { useAdminQuery } from '../../features/admin/use-admin-query';

export function AdminCataloguePage() {
  const { data, error } = useAdminQuery(adminCatalogue);
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', adminCatalogue.path] });
  if (error)
    return <div className="rounded bg-white p-6 text-sm text-red-600">{error.message}</div>;
  if (!data) return <div className="rounded bg-white p-6 text-sm text-slate-400">加载中…</div>;
  return (
    <div className="space-y-3" data-testid="admin-catalogue">
      <SharesForm shares={data.shares} defaults={data.shareDefaults} onSaved={refresh} />
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <GiftsTable gifts={data.gifts} icons={data.icons} onSaved={refresh} />
        <NobilityPrices tiers={data.nobility} onSaved={refresh} />
      </div>
    </div>
  );
}
