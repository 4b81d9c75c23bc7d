import { describe, expect, it } from 'vitest'

import { DEFAULT_LINK_TYPE, linkRequest, linkset, linkTarget, resolverDescription, sectionsOf } from '@/lib/gs1'

const everything = { ingredients: true, allergens: true, nutrition: true }
const pageOnly = { ingredients: false, allergens: false, nutrition: false }

describe('what a GS1 Digital Link request asks for', () => {
  it('names a link type in short or in full, from the GS1 vocabulary', () => {
    expect(linkRequest('gs1:allergenInfo', null, everything)).toEqual({ kind: 'link', linkType: 'allergenInfo' })
    expect(linkRequest('https://gs1.org/voc/nutritionalInfo', null, everything)).toEqual({ kind: 'link', linkType: 'nutritionalInfo' })
    expect(linkRequest('https://ref.gs1.org/voc/ingredientsInfo', null, everything)).toEqual({ kind: 'link', linkType: 'ingredientsInfo' })
    expect(linkRequest('gs1:pip', null, everything)).toEqual({ kind: 'link', linkType: 'pip' })
  })

  it('gets the default link, the product page, for nothing, an unknown type, or one the product does not offer', () => {
    for (const value of [null, '', 'gs1:defaultLink', 'gs1:recipeInfo', 'allergenInfo', 'schema:foo', 'gs1:ALLERGENINFO']) {
      expect(linkRequest(value, null, everything), String(value)).toEqual({ kind: 'link', linkType: DEFAULT_LINK_TYPE })
    }
    expect(linkRequest('gs1:allergenInfo', null, pageOnly)).toEqual({ kind: 'link', linkType: 'pip' })
  })

  it('asks for the linkset with linkset, the older all, or the linkset media type', () => {
    expect(linkRequest('linkset', null, pageOnly)).toEqual({ kind: 'linkset' })
    expect(linkRequest('all', null, pageOnly)).toEqual({ kind: 'linkset' })
    expect(linkRequest(null, 'application/linkset+json', pageOnly)).toEqual({ kind: 'linkset' })
    // A browser's Accept is not a request for the linkset; a link type asked for wins over Accept.
    expect(linkRequest(null, 'text/html,application/xhtml+xml,*/*;q=0.8', everything)).toEqual({ kind: 'link', linkType: 'pip' })
    expect(linkRequest('gs1:allergenInfo', 'application/linkset+json', everything)).toEqual({ kind: 'link', linkType: 'allergenInfo' })
  })

  it('opens the part of the page each link type is about', () => {
    expect(linkTarget('/ar/products/chips', 'allergenInfo')).toBe('/ar/products/chips#allergens')
    expect(linkTarget('/products/chips', 'nutritionalInfo')).toBe('/products/chips#nutrition')
    expect(linkTarget('/products/chips?utm_source=pack', 'ingredientsInfo')).toBe('/products/chips?utm_source=pack#ingredients')
    expect(linkTarget('/products/chips', 'pip')).toBe('/products/chips')
  })
})

describe('the parts a product’s page has', () => {
  it('are those its food information fills, as the page shows them', () => {
    expect(sectionsOf({})).toEqual(pageOnly)
    // Ingredients without a group ticked: the page has no allergen part to land on.
    expect(sectionsOf({ ingredients: [{ name: 'Potatoes' }], allergens: [], nutrition: { basis: '100g', fat: null } })).toEqual({
      ingredients: true,
      allergens: false,
      nutrition: false,
    })
    expect(
      sectionsOf({ ingredients: [{ name: ' ' }], mayContain: ['milk'], nutrition: { basis: '100g', fat: 1, carbohydrate: 2, protein: 3 } }),
    ).toEqual({
      ingredients: false,
      allergens: true,
      nutrition: true,
    })
  })
})

describe('the linkset (RFC 9264)', () => {
  const pageUrls = {
    en: 'https://site.example/products/chips',
    ar: 'https://site.example/ar/products/chips',
    ckb: 'https://site.example/ckb/products/chips',
  }

  it('lists every link type the product offers in every language, and the default link in the language asked', () => {
    const { linkset: entries } = linkset({
      anchor: 'https://site.example/01/06261001000015',
      itemDescription: 'رقائق',
      pageUrls,
      sections: { ingredients: true, allergens: true, nutrition: false },
      locale: 'ar',
    })
    expect(entries).toHaveLength(1)
    const [entry] = entries
    expect(entry.anchor).toBe('https://site.example/01/06261001000015')
    expect(entry.itemDescription).toBe('رقائق')
    expect(Object.keys(entry).filter((key) => key.startsWith('https://'))).toEqual([
      'https://ref.gs1.org/voc/pip',
      'https://ref.gs1.org/voc/allergenInfo',
      'https://ref.gs1.org/voc/ingredientsInfo',
      'https://ref.gs1.org/voc/defaultLink',
    ])
    expect(entry['https://ref.gs1.org/voc/allergenInfo']).toContainEqual({
      href: 'https://site.example/ckb/products/chips#allergens',
      title: 'زانیاریی ماددە هەستیارکەرەکان',
      type: 'text/html',
      hreflang: ['ckb'],
    })
    expect(entry['https://ref.gs1.org/voc/defaultLink']).toEqual([
      { href: pageUrls.ar, title: 'صفحة معلومات المنتج', type: 'text/html', hreflang: ['ar'] },
    ])
  })
})

describe('the resolver description', () => {
  it('says what the standard asks and which link types this site answers', () => {
    const description = resolverDescription({
      siteName: 'Hawler Foods',
      resolverRoot: 'https://site.example',
      email: 'info@site.example',
      phone: '+964 750 000 0000',
    })
    expect(description).toMatchObject({
      name: 'Hawler Foods GS1 Digital Link resolver',
      resolverRoot: 'https://site.example',
      supportedPrimaryKeys: ['01'],
      supportedLinkType: [{ namespace: 'https://ref.gs1.org/voc/', prefix: 'gs1:' }],
      linkTypeDefaultCanBeLinkset: false,
      contact: { fn: 'Hawler Foods', hasEmail: 'mailto:info@site.example', hasTelephone: 'tel:+9647500000000' },
    })
    expect(description.activeLinkTypes).toEqual([
      { linkType: 'gs1:pip', title: 'Product information page', default: true },
      { linkType: 'gs1:allergenInfo', title: 'Allergen information', anchor: '#allergens' },
      { linkType: 'gs1:ingredientsInfo', title: 'Ingredients', anchor: '#ingredients' },
      { linkType: 'gs1:nutritionalInfo', title: 'Nutrition information', anchor: '#nutrition' },
    ])
  })
})
