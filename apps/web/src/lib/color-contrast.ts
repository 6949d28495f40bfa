/**
 * WCAG 2 contrast arithmetic for hex colours, used to pick theme shades that keep text readable
 * (4.5:1 for normal text).
 */

export const AA_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function rgb(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgb(hex).map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Mixes a hex colour towards black by `amount` (0–1). */
export function darkenHex(hex: string, amount: number): string {
  return `#${rgb(hex)
    .map((c) =>
      Math.round(c * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The first of `shades` from index `from` on with enough contrast against `background`. */
export function firstReadableShade(
  shades: readonly string[],
  background: string,
  from: number,
  ratio = AA_CONTRAST,
): number | null {
  for (let index = from; index < shades.length; index += 1) {
    if (contrastRatio(shades[index]!, background) >= ratio) return index;
  }
  return null;
}

/** `color` itself if readable on `background`, else darkened in small steps until it is. */
export function readableOn(color: string, background: string, ratio = AA_CONTRAST): string {
  let candidate = color;
  for (let step = 1; contrastRatio(candidate, background) < ratio && step <= 20; step += 1) {
    candidate = darkenHex(color, step * 0.05);
  }
  return candidate;
}
