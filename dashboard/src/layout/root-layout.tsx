import { Outlet } from 'react-router-dom';
import { MobileNotice } from './mobile-notice.tsx';

/** Wraps every route: the mobile notice above the page. */
export function RootLayout() {
  return (
    <>
      <MobileNotice />
      <Outlet />
    </>
  );
}
