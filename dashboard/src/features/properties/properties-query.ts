import { getProperty, listProperties, listPropertyUnits } from '@porchlight/client';
import { queryOptions } from '@tanstack/react-query';
import { keys } from '../../queries/keys.ts';
import { okBody } from '../../queries/query.ts';
import { logOut } from '../../session/store.ts';
import { statusOf } from '../../ui/api-error.ts';

/**
 * Spec section 4: a 401 on the properties list clears every stored value and goes to
 * /login, at once (before anything else on the page answers), as the client's 401 hook does.
 */
function logOutOn401(error: unknown): never {
  if (statusOf(error) === 401) logOut();
  throw error;
}

/** The manager's properties: one query for the sidebar and the properties page. */
export const propertiesQuery = queryOptions({
  queryKey: keys.properties,
  queryFn: ({ signal }) => okBody(listProperties(undefined, { signal })).catch(logOutOn401),
});

/** A property's units, all statuses: the units table and (without PROCESSING) the sidebar. */
export const unitsQuery = (propertyId: string) =>
  queryOptions({
    queryKey: keys.units(propertyId),
    queryFn: ({ signal }) => okBody(listPropertyUnits({ params: { id: propertyId } }, { signal })),
  });

/** One property: its page and the unit page's back link. */
export const propertyQuery = (id: string) =>
  queryOptions({
    queryKey: keys.property(id),
    queryFn: ({ signal }) => okBody(getProperty({ params: { id } }, { signal })),
  });
