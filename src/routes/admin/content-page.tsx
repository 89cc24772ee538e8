// /admin/content (content.review): placeholder until the desk is built.
export function AdminContentPage() {
  return <p className="p-4 text-sm text-slate-500">内容审核：建设中</p>;
}
