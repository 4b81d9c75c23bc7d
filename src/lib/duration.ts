/** Minutes as an ISO 8601 duration (`PT1H15M`), as schema.org's Recipe times expect. */
export function isoDuration(minutes: number | null | undefined): string | undefined {
  if (minutes == null || !Number.isFinite(minutes) || minutes < 0) return undefined
  const hours = Math.floor(minutes / 60)
  const rest = Math.round(minutes % 60)
  if (hours === 0) return `PT${rest}M`
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`
}

/** Preparation plus cooking; undefined when neither is known. */
export function totalMinutes(prepTime: number | null | undefined, cookTime: number | null | undefined): number | undefined {
  if (prepTime == null && cookTime == null) return undefined
  return (prepTime ?? 0) + (cookTime ?? 0)
}
