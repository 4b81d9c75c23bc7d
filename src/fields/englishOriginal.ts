/**
 * Shown under a translated field when editing Arabic or Kurdish: the English text it
 * translates (src/admin/EnglishOriginal).
 */
export const englishOriginal = { afterInput: ['/admin/EnglishOriginal/EnglishOriginal#EnglishOriginal'] }
