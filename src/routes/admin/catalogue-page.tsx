// /admin/catalogue (site.config): placeholder until the desk is built.
export function AdminCataloguePage() {
  return <p className="p-4 text-sm text-slate-500">礼物与贵族：建设中</p>;
}
