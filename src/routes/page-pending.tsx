// What a page shows while its code or data is still on the way (after the router's pendingMs): a
// quiet placeholder of the page's width; the loading bar at the top tells that something moves.
export function PagePending() {
  return (
    <div data-testid="page-pending" className="mx-auto w-content py-5" aria-busy="true">
      <div className="h-8 w-48 animate-pulse rounded bg-neutral-200" />
      <div className="mt-4 h-64 animate-pulse rounded-lg bg-white shadow-sm" />
    </div>
  );
}
