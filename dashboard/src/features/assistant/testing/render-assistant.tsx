import { Notifications } from '@mantine/notifications';
import { Outlet } from 'react-router-dom';
import { renderRoutes } from '../../../../test-utils/index.ts';
import { AssistantPage } from '../../../pages/assistant.page.tsx';
import { AssistantHistoryPage } from '../../../pages/assistant-history.page.tsx';

/** The assistant's three routes in a memory router at `path`, with the toast container. */
export function renderAssistant(path = '/assistant') {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Notifications />
            <Outlet />
          </>
        ),
        children: [
          { path: '/assistant', element: <AssistantPage /> },
          { path: '/assistant/history', element: <AssistantHistoryPage /> },
          { path: '/assistant/:id', element: <AssistantPage /> },
        ],
      },
    ],
    path,
  );
}

/** The card (a button) whose title reads `title`, in `root` (the page or the modal). */
export function getCard(root: ParentNode, title: string): HTMLButtonElement {
  const card = [...root.querySelectorAll<HTMLButtonElement>('button[aria-pressed], button')].find(
    (button) => button.querySelector('p')?.textContent === title,
  );
  if (!card) throw new Error(`no card "${title}"`);
  return card;
}

/** The titles of the cards shown in `root`, in order. */
export function cardTitles(root: ParentNode): string[] {
  return [...root.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')].map(
    (button) => button.querySelectorAll('p')[0]?.textContent ?? '',
  );
}

/** The arrow button labelled `label` ('Next categories'). */
export function getArrow(root: ParentNode, label: string): HTMLButtonElement {
  const arrow = root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  if (!arrow) throw new Error(`no arrow "${label}"`);
  return arrow;
}
