export { cleanup, render } from './render.tsx';
export { click, getButton, getByLabel, type } from './user.ts';
