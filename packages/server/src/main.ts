// The process's entry. Node's tick objects get their shape kept before any other module
// loads (tick-shapes.ts: a module evaluated first cannot do it, as a bundle's imports of
// installed packages all run before its own code), then the server starts (serve.ts).
import { keepTickShapes } from './tick-shapes.ts';

keepTickShapes();
await import(
  new URL(`./serve.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url).href
);
