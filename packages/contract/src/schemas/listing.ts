import Type, { type Static } from 'typebox';
import { DateTime, HttpUrl, Id } from './common.ts';

/** A listing page a unit was imported from or advertised on; the first one is used. */
export const ListingSchema = Type.Object({ id: Id, unitId: Id, url: HttpUrl, createdAt: DateTime });
export type Listing = Static<typeof ListingSchema>;

export const ImportListingSchema = Type.Object(
  {
    url: HttpUrl,
    /** With a property, the listing becomes a new unit of it; without, a new property. */
    propertyId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type ImportListing = Static<typeof ImportListingSchema>;

/**
 * The item being imported (status PROCESSING until CLAIMED; the client polls it):
 * `{ propertyId }` for a new property, `{ unitId }` when a propertyId was given.
 */
export const ImportListingResultSchema = Type.Union([
  Type.Object({ propertyId: Id }),
  Type.Object({ unitId: Id }),
]);
export type ImportListingResult = Static<typeof ImportListingResultSchema>;

/** A visitor's own listing for the public demo. */
export const CreateDemoImportSchema = Type.Object(
  { url: HttpUrl },
  { additionalProperties: false },
);
export type CreateDemoImport = Static<typeof CreateDemoImportSchema>;

/** The demo being prepared: open /demo?propertyId=…&unitId=…, which polls until UNCLAIMED. */
export const DemoImportResultSchema = Type.Object({ propertyId: Id, unitId: Id });
export type DemoImportResult = Static<typeof DemoImportResultSchema>;
