// Front ends may not import the contract (biome.json), so its types reach them from here:
// entity types such as Property, plus ApiError, RequestOf and ResponseOf. Types only.
export type * from '@porchlight/contract';
export {
  type ClientConfig,
  configureClient,
  type TokenAudience,
  type TokenProvider,
} from './config.ts';
export { type CallResult, type EndpointCall, urlOf } from './define.ts';
export * from './endpoints/admin.ts';
export * from './endpoints/attention.ts';
export * from './endpoints/attributes.ts';
export * from './endpoints/auth.ts';
export * from './endpoints/billing.ts';
export * from './endpoints/calendars.ts';
export * from './endpoints/calls.ts';
export * from './endpoints/channels.ts';
export * from './endpoints/conversations.ts';
export * from './endpoints/demo.ts';
export * from './endpoints/health.ts';
export * from './endpoints/inbound-email.ts';
export * from './endpoints/leads.ts';
export * from './endpoints/leasing-agents.ts';
export * from './endpoints/properties.ts';
export * from './endpoints/resident.ts';
export * from './endpoints/setup.ts';
export * from './endpoints/showings.ts';
export * from './endpoints/tenants.ts';
export * from './endpoints/units.ts';
export * from './endpoints/users.ts';
export * from './endpoints/viewings.ts';
export * from './endpoints/webhooks.ts';
export * from './endpoints/workflow-runs.ts';
export { followEvents, type StreamedEvent } from './events.ts';
export type { CallOptions, LooseRequest } from './request.ts';
