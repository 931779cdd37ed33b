// Testing Library with the app's providers (Mantine's vite-template test-utils): import
// render, screen, within, waitFor… from here.
export * from '@testing-library/react';
export { resetAfterTest, serveApi } from './api.ts';
export { type Rendered, type RouterRendered, render, renderAt, renderRoutes } from './render.tsx';
export { advance, fill, findDialog, flush } from './user.ts';
