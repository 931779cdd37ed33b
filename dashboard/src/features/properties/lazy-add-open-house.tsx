import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { AddOpenHouseFormProps } from './showings-section-add-open-house.tsx';

// Only properties that hold open houses show the form: the date picker's code loads then.
const AddOpenHouseForm = lazy(() =>
  import('./showings-section-add-open-house.tsx').then((m) => ({ default: m.AddOpenHouseForm })),
);

/** 'Add an open house', loaded when the section first shows it. */
export function LazyAddOpenHouseForm(props: AddOpenHouseFormProps) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading the open house form" />}>
      <AddOpenHouseForm {...props} />
    </Suspense>
  );
}
