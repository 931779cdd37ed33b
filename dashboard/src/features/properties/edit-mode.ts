/** Which part of the property page is being edited (spec section 4). */
export type EditMode = 'none' | 'address' | 'leasing';

/** Choosing a mode opens it; choosing the open mode again returns to 'none'. */
export function toggleEditMode(current: EditMode, chosen: Exclude<EditMode, 'none'>): EditMode {
  return current === chosen ? 'none' : chosen;
}
