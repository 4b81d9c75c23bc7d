import type { Formats } from 'next-intl'

/**
 * The site's dates are Baghdad's: a job that closes on 5 March closes on 5 March in Iraq,
 * whatever the server's or the visitor's clock says.
 */
export const timeZone = 'Asia/Baghdad'

/**
 * Dates and numbers in every language, shared by the request config and the tests.
 *
 * Digits are Latin (Western) on every page, Arabic and Kurdish included: editors type
 * years, barcodes, GTINs and phone numbers in Latin digits, and one page must not show
 * both "1944" and "١٩٤٤". Month names stay in the page's language. Without
 * `numberingSystem`, Kurdish (and Arabic in older ICU data) would write Arabic-Indic digits.
 *
 * Always name one of these formats: `format.number(n, 'integer')`, `format.dateTime(d, 'long')`,
 * and in messages `{count, number, integer}` where a plural would write `#`. An unnamed
 * format and a plural's `#` take the language's own digits, since intl-messageformat
 * formats them with the locale alone; `tests/unit/formats.spec.ts` checks every message.
 */
export const formats = {
  dateTime: {
    // Fields rather than `dateStyle: 'long'`: intl-messageformat lays a message's
    // `{date, date, long}` over its own `long` (year, month, day), and Intl refuses both at once.
    long: { year: 'numeric', month: 'long', day: 'numeric', numberingSystem: 'latn' },
  },
  number: {
    integer: { maximumFractionDigits: 0, numberingSystem: 'latn' },
    /** A year is written without a thousands separator: "1944". */
    year: { useGrouping: false, numberingSystem: 'latn' },
    /** An amount that may have a fraction, such as a pack of 0.5 kg. */
    amount: { maximumFractionDigits: 2, numberingSystem: 'latn' },
    /**
     * A nutrition amount with the decimals its rounding gives (src/lib/food/rounding.ts):
     * "2.0 g" of fat is rounded to a tenth, "0.30 g" of salt to a hundredth.
     */
    tenths: { minimumFractionDigits: 1, maximumFractionDigits: 1, numberingSystem: 'latn' },
    hundredths: { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' },
  },
} satisfies Formats
