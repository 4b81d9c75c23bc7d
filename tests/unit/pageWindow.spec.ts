import { describe, expect, it } from 'vitest'

import { pageWindow } from '@/lib/pageWindow'

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('leaves out the far pages of a long list, keeping the first and the last', () => {
    expect(pageWindow(1, 834)).toEqual([1, 2, 'gap', 834])
    expect(pageWindow(400, 834)).toEqual([1, 'gap', 399, 400, 401, 'gap', 834])
    expect(pageWindow(834, 834)).toEqual([1, 'gap', 833, 834])
  })

  it('shows a single left-out page rather than a gap', () => {
    expect(pageWindow(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9])
    expect(pageWindow(6, 9)).toEqual([1, 'gap', 5, 6, 7, 8, 9])
  })
})
