import {
  ActionIcon,
  Button,
  Card,
  createTheme,
  Loader,
  Menu,
  Modal,
  NavLink,
  Notification,
  Popover,
  Tooltip,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** Name of the brand colour in the theme (`color="huella"`, `var(--mantine-color-huella-7)`). */
export const BRAND_COLOR = 'huella';

/**
 * Brand green: a leaf/teal green for a carbon-footprint product. Shade 7 (light scheme) and 8
 * (dark scheme) are the filled shades; both keep white text above 4.5:1 contrast (WCAG AA).
 */
export const BRAND_SHADES: MantineColorsTuple = [
  '#e8f8f0',
  '#d2efe1',
  '#a6dfc4',
  '#77cea5',
  '#50c08b',
  '#37b67b',
  '#23a26a',
  '#137f55',
  '#0c6e49',
  '#065a3b',
];

const SYSTEM_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: BRAND_COLOR,
  primaryShade: { light: 7, dark: 8 },
  colors: { [BRAND_COLOR]: BRAND_SHADES },
  fontFamily: SYSTEM_FONT,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontFamily: SYSTEM_FONT, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Focus ring for keyboard users only, in the brand colour.
  focusRing: 'auto',
  components: {
    ActionIcon: ActionIcon.extend({ defaultProps: { variant: 'subtle' } }),
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    Card: Card.extend({ defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } }),
    Loader: Loader.extend({ defaultProps: { type: 'dots' } }),
    Menu: Menu.extend({ defaultProps: { shadow: 'md', withinPortal: true } }),
    Modal: Modal.extend({ defaultProps: { centered: true, radius: 'md' } }),
    NavLink: NavLink.extend({ defaultProps: { variant: 'light' } }),
    Notification: Notification.extend({ defaultProps: { radius: 'md' } }),
    Popover: Popover.extend({ defaultProps: { shadow: 'md', withArrow: true } }),
    Tooltip: Tooltip.extend({ defaultProps: { withArrow: true, openDelay: 300 } }),
  },
});

/** Chart series colours, cycled by source index (the spec's 12-colour cycle). */
export const CHART_COLORS = [
  'huella.6',
  'blue.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'yellow.6',
  'red.6',
  'indigo.6',
  'lime.7',
  'pink.6',
  'teal.7',
  'violet.6',
] as const;

export function chartColor(index: number): string {
  return CHART_COLORS[index % CHART_COLORS.length]!;
}

/**
 * Mantine's default secondary ("dimmed") text is below 4.5:1 on white and on the dark body; these
 * keep it readable (WCAG AA) on the page, card and grey backgrounds of both schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636b' },
  dark: { '--mantine-color-dimmed': '#a8a8a8' },
});
