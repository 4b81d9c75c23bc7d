export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/

export function colourProblem(value: string): string | undefined {
  return HEX_COLOUR.test(value) ? undefined : 'Write the colour as # followed by six hex digits, for example #C62828.'
}
