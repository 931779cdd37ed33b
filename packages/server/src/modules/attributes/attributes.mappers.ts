import type { Attribute } from '@porchlight/contract';
import type { attributes } from '../../db/schema/index.ts';

export type AttributeRow = typeof attributes.$inferSelect;

/** The row's own owner, never the one it was read for: the editor decides PATCH or POST by it. */
export function toAttribute(row: AttributeRow): Attribute {
  return {
    id: row.id,
    attributeType: row.attributeType as Attribute['attributeType'],
    ownerTable: row.ownerTable as Attribute['ownerTable'],
    ownerID: row.ownerId,
    textContent: row.textContent,
    numericValue: row.numericValue,
  };
}
