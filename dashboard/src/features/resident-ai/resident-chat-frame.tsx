import { Paper, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { residentEmbedSrc } from './resident-links.ts';

export interface ResidentChatFrameProps {
  propertyId: string;
  unitId: string | null;
}

/** The residents' own chat page is at most this wide (its column on a wide screen). */
const CHAT_WIDTH_PX = 500;
/** Below this the chat would show too few messages: the page scrolls instead. */
const MIN_HEIGHT_PX = 420;
/** The residents' page's tallest chat. */
const MAX_HEIGHT_PX = 1000;
/** Room left under the chat, so its border and the page's padding stay in view. */
const BOTTOM_GAP_PX = 24;

/**
 * The height that takes the frame from where it starts to the bottom of the window, as the
 * residents' chat fills theirs: the message box is in view as the page opens. Measured from
 * the top of the document (scrolling does not change it) and again whenever the window or
 * the layout above it changes.
 */
function useFillHeight(): [React.RefObject<HTMLIFrameElement | null>, number] {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(640);
  useEffect(() => {
    const measure = () => {
      const frame = ref.current;
      if (!frame) return;
      const top = frame.getBoundingClientRect().top + window.scrollY;
      const fill = window.innerHeight - top - BOTTOM_GAP_PX;
      setHeight(Math.round(Math.min(MAX_HEIGHT_PX, Math.max(MIN_HEIGHT_PX, fill))));
    };
    measure();
    window.addEventListener('resize', measure);
    // A notice or a wrapped heading above moves the frame without resizing the window.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);
  return [ref, height];
}

/**
 * The chat panel: the widget's /embed page in an iframe, as any customer embeds it, sized like
 * the residents' own chat page (a column up to 500 px wide, down to the bottom of the window),
 * opening with the greeting residents get. The dashboard never draws a chat of its own
 * (docs/architecture.md, import rules).
 */
export function ResidentChatFrame({ propertyId, unitId }: ResidentChatFrameProps) {
  const src = residentEmbedSrc(window.location.origin, propertyId, unitId);
  const [ref, height] = useFillHeight();
  return (
    <Paper
      withBorder
      radius="md"
      component="section"
      aria-labelledby="resident-chat-title"
      maw={CHAT_WIDTH_PX + 2}
      w="100%"
      style={{ overflow: 'hidden' }}
    >
      <Text
        px="md"
        py={6}
        size="sm"
        c="gray.7"
        bg="gray.0"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Title order={2} size="sm" id="resident-chat-title" component="span" c="dark">
          Chat preview
        </Title>{' '}
        — what residents see when they open their link.
      </Text>
      <iframe
        ref={ref}
        key={src}
        title="Resident AI chat"
        src={src}
        style={{ width: '100%', height, border: 0, display: 'block' }}
      />
    </Paper>
  );
}
