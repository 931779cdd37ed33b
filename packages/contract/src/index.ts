export * from './define.ts';
export * from './schemas/common.ts';
export * from './schemas/property.ts';
export * from './schemas/unit.ts';
import * as properties from './endpoints/properties.ts';

/** Every endpoint of the API, by operation name. */
export const endpoints = { ...properties } as const;
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
