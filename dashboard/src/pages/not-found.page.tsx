import { StatusPage } from '../layout/status-page.tsx';

/** Any path the dashboard does not know. */
export function NotFoundPage() {
  return (
    <StatusPage status={404} title="Page not found" text="There is nothing at this address." />
  );
}
