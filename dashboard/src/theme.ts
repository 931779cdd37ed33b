import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, darken } from '@mantine/core';

/**
 * Mantine's default light palette puts white on blue.6 (3.6:1), dimmed text in gray.6
 * (3.3:1), and light buttons, badges and alerts in shade 9 on shade 1, or on shade 2 when
 * hovered (blue 4.0:1, green 3.4:1, orange 3.2:1, yellow 2.5:1), all under WCAG AA's 4.5:1
 * for normal text (axe: color-contrast). The theme uses blue.8 as the primary shade and
 * darker text and filled colours where those fall short; the palettes stay Mantine's.
 */
const DIMMED = '#5f6670'; // 5.8:1 on white, 5.2:1 on gray.1

type Shaded = 'blue' | 'red' | 'green' | 'orange' | 'yellow' | 'teal';

/**
 * Variables of `color` at 4.5:1 or better: its light-variant text darkened from shade 9 by
 * `light` (readable on shade 2), and, when `filled` is given, a darkened filled colour
 * under white text.
 */
function contrastSafe(color: Shaded, light: number, filled?: number) {
  const nine = DEFAULT_THEME.colors[color][9];
  const variables: Record<string, string> = {
    [`--mantine-color-${color}-light-color`]: darken(nine, light),
  };
  if (filled === undefined) return variables;
  const solid = darken(nine, filled);
  return {
    ...variables,
    [`--mantine-color-${color}-filled`]: solid,
    [`--mantine-color-${color}-filled-hover`]: darken(solid, 0.1),
    [`--mantine-color-${color}-text`]: solid,
    [`--mantine-color-${color}-outline`]: solid,
  };
}

/** The contrast fixes above, for MantineProvider's `cssVariablesResolver`. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...contrastSafe('blue', 0.15),
    ...contrastSafe('red', 0.15),
    ...contrastSafe('green', 0.2, 0.15),
    ...contrastSafe('orange', 0.2, 0.15),
    ...contrastSafe('yellow', 0.3, 0.3),
    ...contrastSafe('teal', 0.15, 0.05),
  },
  dark: {},
});

/** Screen readers name every close button (axe: button-name). */
const closeLabel = { 'aria-label': 'Close' };

/** The dashboard's Mantine theme: one place for brand colours and type. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  components: {
    Modal: { defaultProps: { closeButtonProps: closeLabel } },
    Dialog: { defaultProps: { attributes: { closeButton: closeLabel } } },
    Notification: { defaultProps: { closeButtonProps: closeLabel } },
    // A spinner's aria-label needs a role to be read (axe: aria-prohibited-attr on a span).
    Loader: { defaultProps: { role: 'status' } },
  },
});
