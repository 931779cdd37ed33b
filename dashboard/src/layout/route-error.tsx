import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { StatusPage } from './status-page.tsx';

const STATUS_PAGES: Record<number, { title: string; text: string }> = {
  400: { title: 'Bad request', text: 'This address is not something the dashboard understands.' },
  404: { title: 'Page not found', text: 'There is nothing at this address.' },
  405: { title: 'Method not allowed', text: 'This page cannot be used that way.' },
};

/**
 * The router's error element: styled 404, 405 and 400 pages, and 'Unexpected Application
 * Error!' for anything a page threw while rendering (never the raw exception).
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const page = STATUS_PAGES[error.status];
    if (page) return <StatusPage status={error.status} {...page} />;
  }
  return (
    <StatusPage
      title="Unexpected Application Error!"
      text="Something went wrong on this page. Reload it, or go back to the start page."
    />
  );
}
