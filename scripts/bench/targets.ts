/** The budgets of issue #8 (DESIGN.md §8), in one place: the report reads them from here. */
import type { PageKind } from './pages'

export const targets = {
  /** Uncompressed HTML, by page; pages without a budget are shown but not judged. */
  htmlKb: { home: 80, 'product detail': 60 } as Partial<Record<PageKind, number>>,
  /** First-load JavaScript, gzipped: at most this much above the minimal Next.js app. */
  jsOverFloorKb: 25,
  /** Requests/s from `next start`, against the minimal app's page of the same HTML size. */
  rpsVsFloor: 0.8,
  /** Requests/s through nginx, against nginx sending a static file of the same size. */
  rpsVsStatic: 0.9,
  lighthouseScore: 95,
  /** Simulated LCP: at most this much later than the floor's page with one picture, same run (issue #29). */
  lcpOverFloorMs: 300,
  tbtMs: 150,
  cls: 0.02,
  searchP95Ms: 50,
  searchProducts: 10_000,
  startMs: 3_000,
  saveLiveMs: 2_000,
  /** An admin edit screen opened in a new browser profile, until its title field can be typed in (issue 51). */
  adminEditorMs: 2_000,
  soakErrors: 0,
  /** The soak asks for 80 % of the capacity: a server that keeps up serves nearly all of it. */
  soakHeldShare: 0.95,
} as const
