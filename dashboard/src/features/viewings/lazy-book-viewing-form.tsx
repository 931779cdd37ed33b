import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { BookViewingFormProps } from './book-viewing-form.tsx';

// Opened on demand (Book a time, Reschedule): the date picker's code loads then.
const BookViewingForm = lazy(() =>
  import('./book-viewing-form.tsx').then((m) => ({ default: m.BookViewingForm })),
);

/** The booking form, loaded when it is first opened. */
export function LazyBookViewingForm(props: BookViewingFormProps) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading the booking form" />}>
      <BookViewingForm {...props} />
    </Suspense>
  );
}
