import { lazy, Suspense } from 'react';

// Below the fold of the unit and property pages: loaded after the page itself.
const EmbedCard = lazy(() => import('./embed-card.tsx').then((m) => ({ default: m.EmbedCard })));

/** 'Add to your website', loaded on its own so the page it sits on opens no slower. */
export function LazyEmbedCard(props: { propertyId: string; unitId: string | null }) {
  return (
    <Suspense fallback={null}>
      <EmbedCard {...props} />
    </Suspense>
  );
}
