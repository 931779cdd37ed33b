import { Notifications } from '@mantine/notifications';
import { Outlet } from 'react-router-dom';
import { renderRoutes, screen } from '../../../../test-utils/index.ts';
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

/**
 * The cards of `root`, the page or the modal, in order: the toggle buttons (aria-pressed),
 * found by that attribute rather than a role query, which would compute a role and a
 * name for every element of the page on each of the many calls.
 */
const cards = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLButtonElement>('button[aria-pressed]'),
];

/** The card whose title (its first line) reads `title`, in `root` (the page by default). */
export function getCard(title: string, root: HTMLElement = document.body): HTMLButtonElement {
  const card = cards(root).find((button) => button.querySelector('p')?.textContent === title);
  if (!card) throw new Error(`no card "${title}"`);
  return card;
}

/** The titles of the cards shown in `root` (the page by default), in order. */
export function cardTitles(root: HTMLElement = document.body): string[] {
  return cards(root).map((button) => button.querySelector('p')?.textContent ?? '');
}

/** The arrow button named `label` ('Next categories'). */
export const getArrow = (label: string) =>
  screen.getByRole<HTMLButtonElement>('button', { name: label });

/** The form field whose label starts with `label` (it goes on with '(optional)' or '*'). */
export const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  screen.getByLabelText<T>(new RegExp(`^${label.replace(/[()$]/g, '\\$&')}`));
