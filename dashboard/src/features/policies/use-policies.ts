import {
  type Attribute,
  createAttribute,
  listPropertyAttributes,
  listUnitAttributes,
  listUserAttributes,
  updateAttribute,
} from '@porchlight/client';
import { ATTRIBUTE_TYPES, type AttributeType } from '@porchlight/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSession } from '../../session/store.ts';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import {
  byType,
  changedTypes,
  type LoadedPolicies,
  ownerRef,
  type PolicyOwner,
  type PolicyValue,
  type PolicyValues,
  saveStep,
  valuesOf,
} from './policy-values.ts';

const WANTED = { attributes: ATTRIBUTE_TYPES.join(',') };

/** The resolved attributes of one owner: its own, else inherited (property, then manager). */
function loadAttributes(owner: PolicyOwner) {
  if (owner.type === 'user') return listUserAttributes({ query: WANTED });
  const request = { params: { id: owner.id }, query: WANTED };
  return owner.type === 'property' ? listPropertyAttributes(request) : listUnitAttributes(request);
}

export type PolicyLoadState = 'loading' | 'ready' | 'failed';

/**
 * Loads an owner's policies and keeps the edited values beside the loaded ones, so the form
 * knows what changed, can discard, and saves each change by the override rule.
 */
export function usePolicies(owner: PolicyOwner) {
  const userId = useSession((state) => state.userId);
  const ownerKey = owner.type === 'user' ? 'user' : `${owner.type}:${owner.id}`;
  const [state, setState] = useState<PolicyLoadState>('loading');
  const [loaded, setLoaded] = useState<LoadedPolicies>({});
  const [values, setValues] = useState<PolicyValues>({});
  const [saving, setSaving] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: ownerKey stands for owner
  useEffect(() => {
    let live = true;
    setState('loading');
    loadAttributes(owner).then((result) => {
      if (!live) return;
      if (result.status !== 200) {
        showApiError(result, 'Failed to load policies');
        setState('failed');
        return;
      }
      const next = byType(result.body);
      setLoaded(next);
      setValues(valuesOf(next));
      setState('ready');
    });
    return () => {
      live = false;
    };
  }, [ownerKey]);

  const changed = useMemo(() => changedTypes(loaded, values), [loaded, values]);

  const setValue = useCallback((type: AttributeType, value: PolicyValue) => {
    setValues((current) => ({ ...current, [type]: value }));
  }, []);

  const discard = useCallback(() => setValues(valuesOf(loaded)), [loaded]);

  /** Writes every changed value; those that fail stay changed so Save can be tried again. */
  const save = useCallback(async () => {
    if (!userId || changed.length === 0) return;
    setSaving(true);
    const owned = ownerRef(owner, userId);
    const steps = changed.map((type) => saveStep(type, values[type], loaded[type], owned));
    const results = await Promise.all(
      steps.map((step) =>
        step.kind === 'update'
          ? updateAttribute({ params: { id: step.id }, body: step.body })
          : createAttribute({ body: step.body }),
      ),
    );
    const saved: Attribute[] = [];
    let failure: (typeof results)[number] | undefined;
    for (const result of results) {
      if (result.status === 200 || result.status === 201) saved.push(result.body);
      else failure ??= result;
    }
    setLoaded((current) => ({ ...current, ...byType(saved) }));
    setSaving(false);
    if (failure)
      showApiError(failure, failure.status === 0 ? 'Failed to save policies' : 'Failed to save');
    else notifySuccess('Saved!');
  }, [changed, loaded, owner, userId, values]);

  return { state, loaded, values, changed, saving, setValue, discard, save };
}
