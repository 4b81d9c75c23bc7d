/** The recipes catalogue's `t` (or one that reads these three of its messages). */
type Translate = (key: 'minutes' | 'hours' | 'hoursAndMinutes', values: Record<string, string | number>) => string

/**
 * "25 minutes", "1 hour 15 minutes" in the visitor's language: numbers through Intl (via
 * the message's plural forms), words from the recipes catalogue, since Intl has no
 * Kurdish unit names and no duration format on every runtime yet.
 */
export function formatRecipeTime(t: Translate, minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return t('minutes', { count: rest })
  if (rest === 0) return t('hours', { count: hours })
  return t('hoursAndMinutes', { hours: t('hours', { count: hours }), minutes: t('minutes', { count: rest }) })
}
