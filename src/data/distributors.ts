import { cache } from 'react'

import { payloadClient } from '@/data/payload'
import type { Locale } from '@/i18n/locales'
import type { Distributor } from '@/payload-types'
import { cacheTag } from '@/lib/cachePolicy'
import { byCountryAndCity, type CountryGroup } from '@/lib/distributors'
import { inLanguage } from '@/lib/notices'

import { cachedRead } from './cache'
import type { ReadInEveryLanguage } from './everyLanguage'
import type { ShownText } from './notices'

type StoredDistributor = ReadInEveryLanguage<
  Distributor,
  'name' | 'country' | 'city' | 'address',
  'id' | 'name' | 'country' | 'city' | 'address' | 'phone' | 'email' | 'website' | 'location'
>

export type ShownDistributor = {
  id: number
  name: ShownText
  country: ShownText & { key: string }
  city: ShownText & { key: string }
  address: ShownText
  phone?: string
  email?: string
  website?: string
  location?: { latitude: number; longitude: number }
}

/** Every published place in every language: one cached read, expired by a save. */
function publishedDistributors(): Promise<StoredDistributor[]> {
  return cachedRead('distributors', [], [cacheTag.collection('distributors')], async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'distributors',
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { name: true, country: true, city: true, address: true, phone: true, email: true, website: true, location: true },
    })
    return docs as unknown as StoredDistributor[]
  })
}

/** The places to buy in the visitor's language, by country and city. */
export const getDistributorsByCountry = cache(async (locale: Locale): Promise<Array<CountryGroup<ShownDistributor>>> => {
  const places = (await publishedDistributors()).map((place): ShownDistributor => {
    const { latitude, longitude } = place.location ?? {}
    return {
      id: place.id,
      name: inLanguage(place.name, locale),
      country: { ...inLanguage(place.country, locale), key: place.country?.en ?? '' },
      city: { ...inLanguage(place.city, locale), key: place.city?.en ?? '' },
      address: inLanguage(place.address ?? null, locale),
      phone: place.phone || undefined,
      email: place.email || undefined,
      website: place.website || undefined,
      location: latitude != null && longitude != null ? { latitude, longitude } : undefined,
    }
  })
  return byCountryAndCity(places, locale)
})
