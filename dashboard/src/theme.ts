import { createTheme } from '@mantine/core';

/** The dashboard's Mantine theme: one place for brand colours and type. */
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
});
