/** A form field's value as trimmed text ('' for anything that is not a string). */
export const formText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
