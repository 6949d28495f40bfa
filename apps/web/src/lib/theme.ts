import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type ActionIconProps,
  type ButtonProps,
  type CardProps,
  type DrawerHeaderProps,
  type CSSVariablesResolver,
  type LoaderProps,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type MenuProps,
  type ModalHeaderProps,
  type ModalProps,
  type NavLinkProps,
  type NotificationProps,
  type PasswordInputProps,
  type PopoverProps,
  type TooltipProps,
  type VariantColorsResolver,
} from '@mantine/core';
import {
  AA_CONTRAST,
  contrastRatio,
  darkenHex,
  firstReadableShade,
  readableOn,
  relativeLuminance,
} from './color-contrast.ts';

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

const WHITE = '#ffffff';
const BLACK = '#000000';
const LIGHT_FILLED_SHADE = 7;
const DARK_FILLED_SHADE = 8;

/** Background and text of a filled element of `shades`, readable (4.5:1) from shade `from` on. */
function readableFilled(shades: readonly string[], from: number): { background: string; text: string } {
  const shade = firstReadableShade(shades, WHITE, from);
  if (shade !== null) return { background: shades[shade]!, text: WHITE };
  // Bright colours (yellow, lime) read best with dark text; the rest get a darker tone of themselves.
  const base = shades[from]!;
  if (relativeLuminance(base) > 0.4 && contrastRatio(base, BLACK) >= AA_CONTRAST)
    return { background: base, text: BLACK };
  return { background: readableOn(base, WHITE), text: WHITE };
}

/** Hover: a little darker, which keeps (or raises) the contrast of white text. */
function hoverOf(filled: { background: string; text: string }): string {
  return darkenHex(filled.background, filled.text === WHITE ? 0.1 : 0.06);
}

/**
 * Accessible colour variables (WCAG AA) for both schemes. Mantine's defaults put white text on
 * shades as light as red.6 or green.7 (about 3:1), light-variant text below 4.5:1 for green,
 * yellow and orange, and secondary ("dimmed") and error text below 4.5:1 on white. For every theme
 * colour this picks the first shade that is readable (or a darker tone of it), and a dark text for
 * bright colours. The variant resolver below applies the matching text colour.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#5c636b',
    '--mantine-color-error': resolvedTheme.colors.red[9]!,
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': '#a8a8a8',
    '--mantine-color-error': resolvedTheme.colors.red[4]!,
  };
  for (const [name, shades] of Object.entries(resolvedTheme.colors)) {
    const lightFilled = readableFilled(shades, LIGHT_FILLED_SHADE);
    light[`--mantine-color-${name}-filled`] = lightFilled.background;
    light[`--mantine-color-${name}-filled-hover`] = hoverOf(lightFilled);
    light[`--mantine-color-${name}-outline`] = readableOn(shades[LIGHT_FILLED_SHADE]!, WHITE);
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9]!, shades[1]!);
    light[`--huella-${name}-filled-text`] = lightFilled.text;

    const darkFilled = readableFilled(shades, DARK_FILLED_SHADE);
    dark[`--mantine-color-${name}-filled`] = darkFilled.background;
    dark[`--mantine-color-${name}-filled-hover`] = hoverOf(darkFilled);
    dark[`--huella-${name}-filled-text`] = darkFilled.text;
  }
  return { variables: {}, light, dark };
};

/** Filled elements of a theme colour take the text colour chosen by `cssVariablesResolver`. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  return { ...colors, color: `var(--huella-${parsed.color}-filled-text)` };
};

/**
 * A component's default props, typed by its props. What `Menu.extend({ defaultProps })` does,
 * without importing the component itself: the theme is part of the first download, and a
 * component named here would come with it (menus, tooltips and dialogs bring their positioning
 * and scroll-lock libraries) even on screens that never show one.
 */
function defaultPropsOf<TProps>(defaultProps: Partial<TProps>): MantineThemeComponent {
  return { defaultProps };
}

export const theme = createTheme({
  primaryColor: BRAND_COLOR,
  // Someone who asked their system for less motion gets dialogs and menus without animation.
  respectReducedMotion: true,
  primaryShade: { light: 7, dark: 8 },
  colors: { [BRAND_COLOR]: BRAND_SHADES },
  fontFamily: SYSTEM_FONT,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontFamily: SYSTEM_FONT, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Focus ring for keyboard users only, in the brand colour.
  focusRing: 'auto',
  variantColorResolver,
  components: {
    ActionIcon: defaultPropsOf<ActionIconProps>({ variant: 'subtle' }),
    Button: defaultPropsOf<ButtonProps>({ radius: 'md' }),
    Card: defaultPropsOf<CardProps>({ withBorder: true, radius: 'md', padding: 'lg' }),
    Loader: defaultPropsOf<LoaderProps>({ type: 'dots' }),
    // A menu someone opens lies above the toasts (z-index 1000): a toast under the header never
    // covers the account menu's "Sign out" or the company switcher.
    Menu: defaultPropsOf<MenuProps>({ shadow: 'md', withinPortal: true, zIndex: 1100 }),
    Modal: defaultPropsOf<ModalProps>({ centered: true, radius: 'md' }),
    // A dialog's title bar is a <div>: Mantine's <header> sits outside <main>, so every open dialog
    // (and drawer) would add a second banner landmark beside the page's own header.
    ModalHeader: defaultPropsOf<ModalHeaderProps & { component: 'div' }>({ component: 'div' }),
    DrawerHeader: defaultPropsOf<DrawerHeaderProps & { component: 'div' }>({ component: 'div' }),
    NavLink: defaultPropsOf<NavLinkProps>({ variant: 'light' }),
    // The show/hide button of password fields is reachable with the keyboard.
    PasswordInput: defaultPropsOf<PasswordInputProps>({ visibilityToggleFocusable: true }),
    Notification: defaultPropsOf<NotificationProps>({ radius: 'md' }),
    Popover: defaultPropsOf<PopoverProps>({ shadow: 'md', withArrow: true }),
    Tooltip: defaultPropsOf<TooltipProps>({ withArrow: true, openDelay: 300 }),
  },
});
