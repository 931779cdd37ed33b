// The billing module's public file: what other modules and the app may use of it
// (docs/architecture.md, inside the server).

export { assertQuota, countLiveUnits, LIVE_AVAILABILITY, unitAllowance } from './quota.ts';
