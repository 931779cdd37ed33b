export { resetAfterTest, serveApi } from './api.ts';
export { cleanup, render, renderAt, renderRoutes } from './render.tsx';
export {
  advance,
  choose,
  click,
  flush,
  getButton,
  getByLabel,
  pressEnter,
  queryButton,
  type,
  wait,
  waitFor,
} from './user.ts';
