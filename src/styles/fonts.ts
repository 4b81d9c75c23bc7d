import localFont from 'next/font/local'

// Made from `@fontsource-variable/*` by `npm run fonts` (scripts/fonts.ts): the same characters,
// only the weights the CSS uses; no font is downloaded at build or run time. Neither font is
// preloaded: a preload would be fetched ahead of the page's main picture (the LCP element),
// and Arabic and Kurdish pages hardly use Inter. With `swap` the text shows at once in a
// fallback whose metrics next/font adjusts to the font's, so the swap does not move it.
export const inter = localFont({
  src: './fonts/inter-latin.woff2',
  variable: '--font-inter',
  weight: '400 900',
  display: 'swap',
  preload: false,
})

// Vazirmatn draws every Sorani letter (ڕ ڵ ێ ۆ ە ڤ گ چ پ ژ) as well as Arabic.
export const vazirmatn = localFont({
  src: './fonts/vazirmatn-arabic.woff2',
  variable: '--font-vazirmatn',
  weight: '400 900',
  display: 'swap',
  preload: false,
})
