// Written by `npm run brand` (scripts/brand/files.ts): do not edit.

/** The wordmark at the header's height; its address changes with its drawing. */
export const WORDMARK = { src: '/brand/wordmark.svg?v=da55b7c15d', width: 155, height: 40 } as const

/** The emblem alone, square (the loading screen). */
export const EMBLEM = { src: '/brand/emblem.svg?v=3cd0169c63' } as const

/** The picture of a shared link to a page without one of its own. */
export const SHARING_CARD = { src: '/brand/sharing.png?v=d961e4b6b2', width: 1200, height: 630 } as const
