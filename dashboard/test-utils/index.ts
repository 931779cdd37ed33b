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
  waitFor,
} from './user.ts';
