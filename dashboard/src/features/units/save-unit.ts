import { type Unit, type UpdateUnit, updateUnit } from '@porchlight/client';
import { keys } from '../../queries/keys.ts';
import { invalidate } from '../../queries/query.ts';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';

export const UPDATE_UNIT_ERROR = 'Error updating unit information. Please try again.';

/** Saves unit fields: 'Saved!' and the new unit, or the spec's error (a 402 opens the modal). */
export async function saveUnit(id: string, patch: UpdateUnit): Promise<Unit | undefined> {
  const result = await updateUnit({ params: { id }, body: patch });
  if (result.status === 200) {
    notifySuccess('Saved!');
    // The units tables and the sidebar show its number, price and availability.
    void invalidate(keys.units());
    return result.body;
  }
  showApiError(result, UPDATE_UNIT_ERROR);
  return undefined;
}
