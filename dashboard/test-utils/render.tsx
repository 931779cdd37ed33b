import { MantineProvider } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../src/theme.ts';

export interface RenderResult {
  container: HTMLElement;
  unmount: () => void;
}

const mounted = new Set<() => void>();

/** Renders `ui` inside the app's MantineProvider, as Mantine's vite-template helper does. */
export function render(ui: ReactNode): RenderResult {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<MantineProvider theme={theme}>{ui}</MantineProvider>));
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
    mounted.delete(unmount);
  };
  mounted.add(unmount);
  return { container, unmount };
}

/** Unmounts everything `render` mounted; call it in afterEach. */
export function cleanup() {
  for (const unmount of [...mounted]) unmount();
}
