import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { configureClient } from '@porchlight/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { currentToken, logOut } from './session/store.ts';

// Every manager call carries the stored token; a refused session (401) logs out, which
// sends the user to /login (spec section 4: a 401 on the properties list clears everything).
configureClient({
  tokens: { manager: currentToken },
  onUnauthorized: (audience) => {
    if (audience === 'manager') logOut();
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
