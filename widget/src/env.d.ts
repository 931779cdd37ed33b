// esbuild bundles imported stylesheets into chat.css next to chat.js.
declare module '*.css';
