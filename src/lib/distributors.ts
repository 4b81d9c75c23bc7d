/**
 * Where to buy: the page's address, and how its shops and wholesalers are ordered. Pure: the
 * data function supplies them.
 */

export const whereToBuyPath = '/whereToBuy'

/** What the grouping needs of a place: its country and city, as shown and as written in English. */
export type Placed = { country: { text: string; key: string }; city: { text: string; key: string }; name: { text: string } }

export type CountryGroup<T extends Placed> = { key: string; country: string; cities: Array<{ key: string; city: string; places: T[] }> }

/**
 * By country, then city, then name, each in the alphabet of the visitor's language. Places are
 * grouped by their English country and city, so one written differently in a translation is
 * not split off.
 */
export function byCountryAndCity<T extends Placed>(places: T[], locale: string): Array<CountryGroup<T>> {
  const collator = new Intl.Collator(locale)
  const countries = new Map<string, CountryGroup<T>>()
  for (const place of places) {
    const countryKey = place.country.key.trim().toLowerCase()
    const group = countries.get(countryKey) ?? { key: countryKey, country: place.country.text, cities: [] }
    countries.set(countryKey, group)
    const cityKey = place.city.key.trim().toLowerCase()
    let city = group.cities.find((entry) => entry.key === cityKey)
    if (!city) {
      city = { key: cityKey, city: place.city.text, places: [] }
      group.cities.push(city)
    }
    city.places.push(place)
  }
  const groups = [...countries.values()].sort((a, b) => collator.compare(a.country, b.country))
  for (const group of groups) {
    group.cities.sort((a, b) => collator.compare(a.city, b.city))
    for (const city of group.cities) city.places.sort((a, b) => collator.compare(a.name.text, b.name.text))
  }
  return groups
}

/** The refusal for a website that is not an http(s) address, or undefined when it is one (or empty). */
export function websiteProblem(value: string | null | undefined): string | undefined {
  if (!value?.trim()) return undefined
  try {
    const url = new URL(value.trim())
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')) return undefined
  } catch {
    // Not an address at all: the same message.
  }
  return 'Enter the website as a full address, for example https://www.example.com.'
}

/** The refusal for a phone number with anything but digits, spaces, +, -, ( and ), or undefined. */
export function phoneProblem(value: string | null | undefined): string | undefined {
  if (!value?.trim()) return undefined
  const text = value.trim()
  if (/^\+?[\d\s()-]{5,30}$/.test(text) && /\d{5}/.test(text.replace(/\D/g, ''))) return undefined
  return 'Enter the phone number with digits only, for example +964 750 123 4567.'
}
