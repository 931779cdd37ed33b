// The viewings module's public file: what other modules and the app may use of it
// (docs/architecture.md, inside the server).

export { calendarText, foldLines } from './viewing.mails.ts';
export { pendingConfirmation } from './viewings.service.ts';
