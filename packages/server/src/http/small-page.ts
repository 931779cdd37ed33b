/**
 * A small page of its own, for links opened from a mail or a text, outside the dashboard
 * and the chat (unsubscribe, a viewing's Confirm or Cancel): one question and one button,
 * readable on a phone, with no script.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const smallPage = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:48px 20px;background:#f8f9fa;color:#212529}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:22px;margin:0 0 12px}button{font:inherit;padding:10px 20px;border:0;border-radius:6px;background:#1c7ed6;color:#fff;cursor:pointer;min-height:44px}
button:focus-visible{outline:3px solid #74c0fc;outline-offset:2px}</style></head>
<body><main>${body}</main></body></html>`;
