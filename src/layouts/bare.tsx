// The bare layout: nothing around the page (/anchor, and /v/anchor-barrage as an OBS browser source).
import { Outlet } from '@tanstack/react-router';

export function BareLayout() {
  return (
    <div data-layout="bare">
      <Outlet />
    </div>
  );
}
