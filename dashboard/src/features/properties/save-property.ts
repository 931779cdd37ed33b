import { type Property, type UpdateProperty, updateProperty } from '@porchlight/client';
import { keys } from '../../queries/keys.ts';
import { invalidate } from '../../queries/query.ts';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';

export const UPDATE_PROPERTY_ERROR = 'Error updating property information. Please try again.';

/**
 * Saves property fields; toasts 'Saved!' (or `success`) and returns the new property, or
 * toasts the spec's failure text (`failure`) and returns undefined.
 */
export async function saveProperty(
  id: string,
  patch: UpdateProperty,
  { success = 'Saved!', failure = UPDATE_PROPERTY_ERROR } = {},
): Promise<Property | undefined> {
  const result = await updateProperty({ params: { id }, body: patch });
  if (result.status === 200) {
    notifySuccess(success);
    // The properties page and the sidebar list it by its fields.
    void invalidate(keys.properties);
    return result.body;
  }
  showApiError(result, failure);
  return undefined;
}
