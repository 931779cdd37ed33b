/**
 * The public demo listing every install seeds (Maple Court, Austin): what /demo shows a
 * visitor who opens it without a listing of their own.
 */
export const SEEDED_DEMO = {
  propertyId: 'd3e0d3e0-0000-4000-8000-000000000001',
  unitId: 'd3e0d3e0-0000-4000-8000-000000000002',
} as const;
