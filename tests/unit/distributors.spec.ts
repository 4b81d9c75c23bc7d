import { describe, expect, it } from 'vitest'

import { byCountryAndCity, phoneProblem, websiteProblem } from '@/lib/distributors'

const place = (name: string, country: [string, string], city: [string, string]) => ({
  name: { text: name },
  country: { text: country[0], key: country[1] },
  city: { text: city[0], key: city[1] },
})

describe('byCountryAndCity', () => {
  it('groups by the English country and city, ordered in the alphabet of the visitor’s language', () => {
    // English would put Austria first and Zambia last; in Arabic, ب comes before ت.
    const places = [
      place('ب', ['ت', 'Austria'], ['س', 'Vienna']),
      place('د', ['ب', 'Zambia'], ['ج', 'Lusaka']),
      place('ج', ['ب', 'Zambia'], ['ب', 'Ndola']),
      place('أ', ['ب', 'Zambia'], ['ج', 'Lusaka ']),
    ]
    const groups = byCountryAndCity(places, 'ar')
    expect(groups.map((group) => group.country)).toEqual(['ب', 'ت'])
    const zambia = groups[0]
    expect(zambia.cities.map((city) => city.city)).toEqual(['ب', 'ج'])
    expect(zambia.cities[1].places.map((entry) => entry.name.text)).toEqual(['أ', 'د'])
  })
})

describe('a place’s website and phone', () => {
  it('takes full http(s) addresses and phone numbers in digits', () => {
    expect(websiteProblem('https://www.example.com/shop')).toBeUndefined()
    expect(websiteProblem('')).toBeUndefined()
    expect(phoneProblem('+964 750 123 4567')).toBeUndefined()
    expect(phoneProblem('(030) 1234-5678')).toBeUndefined()
  })

  it('refuses anything else with a message that shows how to write it', () => {
    for (const website of ['www.example.com', 'javascript:alert(1)', 'ftp://example.com', 'https://localhost']) {
      expect(websiteProblem(website)).toBe('Enter the website as a full address, for example https://www.example.com.')
    }
    for (const phone of ['call us', '12', '+964 750 ABC']) {
      expect(phoneProblem(phone)).toBe('Enter the phone number with digits only, for example +964 750 123 4567.')
    }
  })
})
