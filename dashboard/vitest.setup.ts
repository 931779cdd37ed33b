// Lets React's act() flush updates in tests (Testing Library sets it itself only when
// vitest's globals are on, and they are off here).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// happy-dom has no FontFaceSet; Mantine's autosize Textarea listens on document.fonts.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}

// Test files share one module graph per worker (isolate: false in vite.config.ts): every
// module of the app is loaded here once, so a lazy import that a test starts and does not
// wait for resolves from that graph instead of loading after its file has ended.
import.meta.glob(['./src/**/*.{ts,tsx}', '!./src/**/*.test.{ts,tsx}', '!./src/main.tsx'], {
  eager: true,
});
