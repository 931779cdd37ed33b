import { MantineProvider } from '@mantine/core';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './pages/not-found.page.tsx';
import { SignInPage } from './pages/sign-in.page.tsx';
import { theme } from './theme.ts';

/** The dashboard: Mantine theme and client-side routes (the server answers every path with index.html). */
export function App() {
  return (
    <MantineProvider theme={theme}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<SignInPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </BrowserRouter>
    </MantineProvider>
  );
}
