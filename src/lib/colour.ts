export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/

export function colourProblem(value: string): string | undefined {
  return HEX_COLOUR.test(value) ? undefined : 'Write the colour as # followed by six hex digits, for example #C62828.'
}

/** WCAG 2 relative luminance of a `#RRGGBB` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The WCAG contrast ratio of two `#RRGGBB` colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return (light + 0.05) / (dark + 0.05)
}

/** WCAG AA asks at least 4.5:1 for normal text (3:1 for large text). */
export const WCAG_AA_TEXT = 4.5
