import { createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * The forwarder's navy blue. Shade 7 (light scheme) on white and white on it reach well over 4.5:1 (WCAG AA);
 * in the dark scheme shade 3 is used with automatic contrast, so filled buttons get dark text.
 */
const meridian: MantineColorsTuple = [
  '#e8f1fb',
  '#cfe0f4',
  '#a0c0e8',
  '#6c9edc',
  '#4683d2',
  '#2d71cc',
  '#1f62b4',
  '#17406e',
  '#133a64',
  '#0c2d52',
];

export const theme = createTheme({
  primaryColor: 'meridian',
  primaryShade: { light: 7, dark: 3 },
  autoContrast: true,
  colors: { meridian },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'sm',
  focusRing: 'auto',
  components: {
    /*
     * A menu holds menu items only (ARIA: role=menu owns menuitem, group and separator). Mantine's focus
     * placeholder is a focusable div inside the menu, so its 'presentation' role is ignored and axe reports
     * aria-required-children (critical). Without it the dropdown itself takes focus on open and Arrow Down
     * moves to the first item, as before.
     */
    // A plain entry, not `Menu.extend`: that would pull the menu (and its popover) into every page's first download.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    /*
     * A file input shows its placeholder as real text (not an input's ::placeholder, which axe leaves alone), so
     * it must reach 4.5:1: Mantine's placeholder grey is about 2:1 on white. Gray 7 / dark 1 are well above it.
     */
    // A plain entry, not `FileInput.extend`: that would pull the file input into every page's first download.
    FileInput: {
      styles: { placeholder: { color: 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))' } },
    },
  },
});
