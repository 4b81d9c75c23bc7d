import { describe, expect, it } from 'vitest'

import { colourProblem } from '@/lib/colour'
import { latitudeProblem, longitudeProblem } from '@/lib/coordinates'
import { slugify, slugProblem } from '@/lib/slugify'
import { parseVideoUrl } from '@/lib/videoUrl'

describe('slugify', () => {
  it('makes URL-safe slugs from English titles', () => {
    expect(slugify('Crispy Chips & Dip!')).toBe('crispy-chips-and-dip')
    expect(slugify('  Crème brûlée  ')).toBe('creme-brulee')
    expect(slugify('شيبس')).toBe('')
    expect(slugProblem('crispy-chips')).toBeUndefined()
    expect(slugProblem('Crispy Chips')).toMatch(/lower-case/)
    expect(slugProblem('double--hyphen')).toMatch(/single hyphens/)
    expect(slugProblem('a'.repeat(120))).toBeUndefined()
    expect(slugProblem('a'.repeat(121))).toBe('A slug can be at most 120 characters long.')
  })
})

describe('video addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtu.be/dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://vimeo.com/76979871', { kind: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { kind: 'vimeo', id: '76979871' }],
    ['/api/media/file/factory-tour.mp4', { kind: 'mp4', url: '/api/media/file/factory-tour.mp4' }],
  ])('reads %s', (url, expected) => {
    expect(parseVideoUrl(url)).toEqual(expected)
  })

  it.each([
    'https://example.com/video',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=bad',
    'javascript:alert(1)',
    '',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeUndefined()
  })
})

describe('colours and coordinates', () => {
  it('accept only #RRGGBB', () => {
    expect(colourProblem('#C62828')).toBeUndefined()
    expect(colourProblem('#c62828')).toBeUndefined()
    expect(colourProblem('C62828')).toBeDefined()
    expect(colourProblem('#C628')).toBeDefined()
  })

  it('keep latitude and longitude in range', () => {
    expect(latitudeProblem(36.19)).toBeUndefined()
    expect(latitudeProblem(-90.01)).toMatch(/-90 to 90/)
    expect(longitudeProblem(180)).toBeUndefined()
    expect(longitudeProblem(180.5)).toMatch(/-180 to 180/)
    expect(latitudeProblem(Number.NaN)).toBeDefined()
  })
})
