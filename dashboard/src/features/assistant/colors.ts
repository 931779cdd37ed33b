/**
 * Colours that keep WCAG AA contrast (4.5:1) on white. Mantine's defaults do not: 'dimmed'
 * grey and the blue.6 of filled buttons are about 3.5:1, which axe reports as serious.
 */
export const MUTED_TEXT = 'gray.7';
export const ACTION_COLOR = 'blue.8';
