// PLACEHOLDER: replaced by the real navbar, footer and layout.
import { Outlet } from 'react-router-dom';

export function AppLayout() {
  return <Outlet />;
}
