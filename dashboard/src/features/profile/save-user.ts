import { type UpdateUser, type User, updateUser } from '@porchlight/client';
import { GENERIC_ERROR, notifySuccess, showApiError } from '../../ui/api-error.ts';

export const UPDATE_USER_ERROR = 'Error updating user information. Please try again.';

export interface SaveUserTexts {
  /** The green toast on success; null for none. */
  success?: string | null;
  /** The spec's red toast when the server refuses the change. */
  failure?: string;
}

/**
 * Saves the manager's own fields and returns the new record, or toasts the failure and
 * returns undefined. When the server could not be reached at all (status 0) the toast is
 * the generic one, since the save's own text would blame the data.
 */
export async function saveUser(
  id: string,
  patch: UpdateUser,
  { success = 'Saved!', failure = UPDATE_USER_ERROR }: SaveUserTexts = {},
): Promise<User | undefined> {
  const result = await updateUser({ params: { id }, body: patch });
  if (result.status === 200) {
    if (success) notifySuccess(success);
    return result.body;
  }
  showApiError(result, result.status === 0 ? GENERIC_ERROR : failure);
  return undefined;
}
