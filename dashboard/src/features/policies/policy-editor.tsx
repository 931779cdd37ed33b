import { Alert, Badge, Button, Group, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import type { AttributeType } from '@porchlight/domain';
import { useCallback, useState } from 'react';
import { POLICY_DEFINITIONS, POLICY_TABS, type PolicyTabId } from './policy-catalog.ts';
import { PolicyField } from './policy-field.tsx';
import {
  type LoadedPolicies,
  type PolicyOwner,
  type PolicyValue,
  validateValue,
} from './policy-values.ts';
import { usePolicies } from './use-policies.ts';

export interface PolicyEditorProps {
  /** Whose policies: the manager's business defaults, a property's or a unit's. */
  owner: PolicyOwner;
}

const INHERITED_FROM = { users: 'your business policies', properties: 'the property' } as const;

/** Where a loaded value comes from when it is not the owner's own; undefined when it is. */
function inheritedFrom(owner: PolicyOwner, loaded: LoadedPolicies, type: AttributeType) {
  const attribute = loaded[type];
  if (!attribute || owner.type === 'user') return undefined;
  const own = owner.type === 'property' ? 'properties' : 'units';
  if (attribute.ownerTable === own) return undefined;
  return attribute.ownerTable === 'units' ? undefined : INHERITED_FROM[attribute.ownerTable];
}

/**
 * The policy editor of /profile/business, the property profile and the unit page: five tabs,
 * changed fields marked, and an 'Unsaved changes' bar with Save and Discard.
 */
export function PolicyEditor({ owner }: PolicyEditorProps) {
  const { state, loaded, values, changed, saving, setValue, discard, save } = usePolicies(owner);
  const [tab, setTab] = useState<PolicyTabId>('leasing');
  const [errors, setErrors] = useState<Partial<Record<AttributeType, string>>>({});
  const handleChange = useCallback(
    (type: AttributeType, value: PolicyValue) => {
      setValue(type, value);
      setErrors((current) => {
        if (!current[type]) return current;
        const { [type]: _, ...rest } = current;
        return rest;
      });
    },
    [setValue],
  );

  if (state === 'loading') return <Loader size="sm" aria-label="Loading policies" />;
  if (state === 'failed') {
    return (
      <Alert color="red" title="Failed to load policies">
        Reload the page to try again.
      </Alert>
    );
  }

  const changedSet = new Set(changed);
  const handleSave = () => {
    const found: Partial<Record<AttributeType, string>> = {};
    for (const type of changed) {
      const error = validateValue(type, values[type]);
      if (error) found[type] = error;
    }
    setErrors(found);
    const first = POLICY_DEFINITIONS.find((d) => found[d.type]);
    if (first) {
      setTab(first.tab);
      return;
    }
    void save();
  };
  const handleDiscard = () => {
    setErrors({});
    discard();
  };

  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={(next) => next && setTab(next as PolicyTabId)}>
        <Tabs.List>
          {POLICY_TABS.map(({ id, label }) => {
            const count = POLICY_DEFINITIONS.filter(
              (d) => d.tab === id && changedSet.has(d.type),
            ).length;
            return (
              <Tabs.Tab
                key={id}
                value={id}
                rightSection={
                  count > 0 ? (
                    <Badge size="xs" circle color="orange" aria-label={`${count} changed`}>
                      {count}
                    </Badge>
                  ) : undefined
                }
              >
                {label}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {POLICY_TABS.map(({ id }) => (
          <Tabs.Panel key={id} value={id} pt="md">
            <Stack gap="md">
              {POLICY_DEFINITIONS.filter((d) => d.tab === id).map((definition) => (
                <PolicyField
                  key={definition.type}
                  definition={definition}
                  value={values[definition.type]}
                  changed={changedSet.has(definition.type)}
                  error={errors[definition.type]}
                  inheritedFrom={inheritedFrom(owner, loaded, definition.type)}
                  onChange={handleChange}
                />
              ))}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      {changed.length > 0 && (
        <Paper
          role="region"
          aria-label="Unsaved changes"
          withBorder
          shadow="md"
          p="sm"
          pos="sticky"
          bottom={0}
          style={{ zIndex: 2 }}
        >
          <Group justify="space-between">
            <Text fw={500}>Unsaved changes</Text>
            <Group gap="xs">
              <Button variant="default" onClick={handleDiscard} disabled={saving}>
                Discard
              </Button>
              <Button onClick={handleSave} loading={saving}>
                Save
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
