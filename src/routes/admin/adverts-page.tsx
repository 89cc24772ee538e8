// /admin/adverts (site.config): placeholder until the desk is built.
export function AdminAdvertsPage() {
  return <p className="p-4 text-sm text-slate-500">广告与海报：建设中</p>;
}
