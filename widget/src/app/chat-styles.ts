/**
 * The chat's styles as text, so that mount can adopt them into a shadow root (script-tag
 * mode) or the page's document without a stylesheet request. Adopted sheets are not
 * subject to a Content-Security-Policy's style-src, unlike a <style> element.
 * Every rule is scoped under .pl-chat; the accent colour is the --pl-accent property.
 */
export const CHAT_CSS = `
.pl-host{height:100%}
.pl-chat{--pl-accent:#1c64d6;position:relative;display:flex;flex-direction:column;height:100%;
  box-sizing:border-box;overflow:hidden;background:#fff;color:#1f2933;text-align:left;
  font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.pl-chat *,.pl-chat *::before,.pl-chat *::after{box-sizing:inherit}
.pl-chat--page{max-width:500px;height:90vh;max-height:1000px;margin:5vh auto;
  border:1px solid #d5dbe1;border-radius:12px}
@media (max-width:540px){.pl-chat--page{height:100%;max-height:none;margin:0;border:0;border-radius:0}}
.pl-header{position:relative;z-index:3;display:flex;align-items:center;gap:4px;
  padding:8px 8px 8px 12px;background:var(--pl-accent);color:#fff}
.pl-avatar{display:grid;place-items:center;width:36px;height:36px;margin-right:6px;border-radius:50%;
  background:#fff;color:var(--pl-accent);font-weight:700;flex:none}
.pl-who{flex:1;min-width:0;line-height:1.2}
.pl-title{margin:0;font-size:1.05em;font-weight:600}
.pl-role{font-size:.8em;opacity:.9}
.pl-menuwrap{position:relative}
.pl-menu{position:absolute;z-index:4;right:0;top:100%;min-width:220px;padding:4px;border-radius:10px;
  background:#fff;color:#1f2933;box-shadow:0 8px 24px rgba(0,0,0,.2)}
.pl-menu button{display:flex;gap:10px;align-items:center;width:100%;min-height:40px;padding:8px 10px;
  border:0;border-radius:6px;background:none;color:inherit;font:inherit;text-align:left;cursor:pointer}
.pl-menu button:hover,.pl-menu button:focus{background:#eef1f4}
.pl-time{display:block;margin-top:2px;font-size:11px;text-align:right}
.pl-icon{display:inline-grid;place-items:center;min-width:32px;min-height:32px;padding:4px;
  border:0;border-radius:6px;background:transparent;color:inherit;font:inherit;cursor:pointer}
.pl-icon:hover{background:rgba(127,127,127,.2)}
.pl-chat :focus-visible{outline:2px solid var(--pl-accent);outline-offset:2px}
.pl-header>:focus-visible,.pl-menuwrap>:focus-visible{outline-color:#fff}
.pl-alert{position:absolute;z-index:3;top:8px;left:8px;right:8px;display:flex;gap:8px;
  align-items:center;padding:8px 8px 8px 12px;border-radius:8px;background:#fdecea;color:#8a1c14;
  box-shadow:0 2px 8px rgba(0,0,0,.15)}
.pl-alert:empty{display:none}
.pl-alert span{flex:1}
.pl-log{flex:1;overflow-y:auto;padding:16px;display:flex;flex-direction:column;gap:6px}
.pl-msg{max-width:85%;margin:0;padding:8px 12px;border-radius:14px;white-space:pre-wrap;
  overflow-wrap:anywhere}
.pl-msg--incoming{align-self:flex-start;background:#eef1f4}
.pl-msg--person{background:#e6f4ef}
.pl-author{display:block;font-size:12px;font-weight:600;color:#2f4a43;margin-bottom:2px}
.pl-msg--outgoing{align-self:flex-end;background:var(--pl-accent);color:#fff}
.pl-msg--outgoing a{color:inherit}
.pl-msg--first,.pl-msg--normal{margin-bottom:-3px}
.pl-linkbtn{padding:0;border:0;background:none;color:var(--pl-accent);font:inherit;
  text-decoration:underline;cursor:pointer;min-height:24px}
.pl-typing{margin:0;padding:0 16px;min-height:1.45em;color:#52606d;font-size:.875em;font-style:italic}
.pl-notice{flex:1;margin:0;padding:24px 16px;overflow-wrap:anywhere}
.pl-notice p{margin:0 0 12px}
.pl-composer{display:flex;gap:8px;padding:8px;border-top:1px solid #e4e7eb}
.pl-input,.pl-field{width:100%;padding:8px 10px;border:1px solid #9aa5b1;border-radius:8px;
  font:inherit;color:inherit;background:#fff}
.pl-input{flex:1;resize:none;min-height:44px}
.pl-btn{min-width:44px;min-height:36px;padding:6px 14px;border:1px solid #9aa5b1;border-radius:8px;
  background:#fff;color:#1f2933;font:inherit;cursor:pointer}
.pl-btn:disabled,.pl-btn[aria-disabled=true]{opacity:.5;cursor:default}
.pl-btn--primary{border-color:var(--pl-accent);background:var(--pl-accent);color:#fff}
.pl-btn--danger{border-color:#c92a2a;background:#c92a2a;color:#fff}
.pl-overlay{position:absolute;z-index:2;inset:0;display:flex;align-items:center;
  justify-content:center;padding:16px;background:rgba(15,23,42,.45)}
.pl-dialog{width:100%;max-width:380px;max-height:100%;overflow-y:auto;padding:20px;
  border-radius:12px;background:#fff;box-shadow:0 12px 32px rgba(0,0,0,.25)}
.pl-dialog__title{display:block;margin:0 0 12px;font-size:1.05em;font-weight:600}
.pl-dialog p{margin:0 0 12px}
.pl-actions{display:flex;justify-content:flex-end;gap:8px;margin-top:16px}
.pl-error{margin:6px 0 0;color:#b42318;font-size:.875em}
.pl-confirm{margin:8px 0 0;font-size:1.125em;font-weight:600;text-align:center}
.pl-note{margin:12px 0 0;color:#52606d;font-size:.875em}
.pl-muted{color:#52606d}
.pl-daynav{display:flex;align-items:center;gap:8px}
.pl-day{flex:1;margin:0;text-align:center;font-size:1em}
.pl-slots{display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr));gap:8px;
  margin:12px 0 0;padding:0;list-style:none}
.pl-slots .pl-btn{width:100%;white-space:nowrap}
.pl-ohday{margin-top:12px;text-align:left}
.pl-oh{grid-template-columns:1fr}
.pl-oh .pl-btn{white-space:normal}
.pl-intro{margin:0 0 6px}
.pl-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

/** Added on the chat's own pages (/chat, /resident-ai, /embed), where it owns the document. */
export const PAGE_CSS = `
html,body{margin:0;height:100%;background:#f4f6f8}
#porchlight-root{height:100%}
body[data-porchlight-page=embed]{background:#fff}
`;
