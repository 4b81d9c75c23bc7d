import type { Locale } from '@/i18n/locales'

/** A localized field as a `locale: 'all'` read returns it: its value in each language that has one. */
export type InEveryLanguage<T> = Partial<Record<Locale, T | null>>

/**
 * A stored document as a `locale: 'all'` read returns it: `src/payload-types.ts` describes a
 * document in one language, so its localized fields become `InEveryLanguage`; only the
 * `Selected` fields, as the read's `select` asks for.
 */
export type ReadInEveryLanguage<Doc, Localized extends keyof Doc, Selected extends keyof Doc = keyof Doc> = {
  [K in Selected]: K extends Localized ? InEveryLanguage<NonNullable<Doc[K]>> : Doc[K]
}
