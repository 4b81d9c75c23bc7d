import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { chromiumArgs, chromiumPath } from './tests/e2e/helpers/chromium'

const port = Number(process.env.E2E_PORT || 3100)
// The build the servers run; another folder (NEXT_DIST_DIR) lets two runs share a checkout.
const distDir = process.env.NEXT_DIST_DIR || '.next'
export const baseURL = `http://127.0.0.1:${port}`
/** A second server on an empty database (no demo content), for the empty states. */
export const emptyURL = `http://127.0.0.1:${port + 1}`
/** A third server whose database cannot be opened, for the failure states. */
export const brokenURL = `http://127.0.0.1:${port + 2}`
/** A fourth, with the demo content too, for the tests that change it (the "content edits" project). */
export const editsURL = `http://127.0.0.1:${port + 3}`

// Temporary databases for the run; workers inherit them through the environment.
process.env.E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'food-e2e-'))
process.env.E2E_EMPTY_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'food-e2e-empty-'))
process.env.E2E_EDITS_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'food-e2e-edits-'))
process.env.E2E_ADMIN_EMAIL ||= 'admin@e2e.example'
process.env.E2E_ADMIN_PASSWORD ||= 'e2e-admin-password-1944'
process.env.E2E_EMPTY_URL = emptyURL
process.env.E2E_BROKEN_URL = brokenURL
process.env.E2E_EDITS_URL = editsURL

const editsSharedContent =
  /(admin-settings|admin-content|admin-drafts|admin-translating|preview|translation-fallback|page-cache|food-information|restore-language)\.e2e\.spec\.ts/

const common = {
  PAYLOAD_SECRET: 'e2e-secret-not-for-production',
  // Every test signs in and searches from 127.0.0.1: the limits are tested on a server of their own.
  RATE_LIMIT_MULTIPLIER: '1000',
  ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
}

type SiteServer = {
  /** Its port, after the first server's. */
  offset: number
  /** Its own copy of the build, `{distDir}-e2e-{copy}`, so that its caches are never another server's. */
  copy?: string
  /** A command run first. */
  before?: string
  /** The address that answers once it is ready. */
  ready?: string
  timeout?: number
  env: Record<string, string | undefined>
}

/** The production build, started exactly as a user starts it (`npm start`), on a database of its own. */
function siteServer({ offset, copy, before, ready = '/api/globals/site-settings', timeout = 600_000, env }: SiteServer) {
  const origin = `http://127.0.0.1:${port + offset}`
  const dist = copy ? `${distDir}-e2e-${copy}` : distDir
  const copyBuild = copy && `rm -rf ${dist} && cp -r ${distDir} ${dist} && rm -rf ${dist}/cache`
  return {
    command: [before, copyBuild, 'node --conditions=production src/server/start.ts'].filter(Boolean).join(' && '),
    url: `${origin}${ready}`,
    timeout,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { ...common, PORT: String(port + offset), SITE_URL: origin, DATABASE_URL: '', NEXT_DIST_DIR: dist, ...env },
  }
}

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  globalSetup: './tests/e2e/helpers/globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // Tests that add, reorder or delete the demo content (slides, recipes, news…) would change
  // what the page tests count and expect: they run on a server of their own, beside them.
  projects: [
    { name: 'site', testIgnore: editsSharedContent },
    // Each of these walks the admin through many saves and page loads (about 50 s on a busy
    // 2-core machine), so one slow save must not end the test at the usual 60 s.
    { name: 'content edits', testMatch: editsSharedContent, timeout: 120_000, use: { baseURL: editsURL } },
  ],
  use: {
    baseURL,
    // Recording a trace films every test (screencast frames in the browser and its GPU
    // process): the whole suite ran about a fifth slower. E2E_TRACE=on records them again.
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: chromiumArgs,
    },
  },
  webServer: [
    siteServer({ offset: 0, env: { DATA_DIR: process.env.E2E_DATA_DIR } }),
    siteServer({ offset: 1, copy: 'empty', env: { DATA_DIR: process.env.E2E_EMPTY_DATA_DIR, SEED: 'false' } }),
    // The demo content on a database of its own, for the "content edits" project: a copy of
    // the first server's (tests/e2e/helpers/copyDemoSite.ts).
    siteServer({
      offset: 3,
      copy: 'edits',
      before: `node tests/e2e/helpers/copyDemoSite.ts ${process.env.E2E_DATA_DIR} ${process.env.E2E_EDITS_DATA_DIR} ${baseURL}`,
      env: { DATA_DIR: process.env.E2E_EDITS_DATA_DIR },
    }),
    // No migration step and a database file that cannot be opened: every read fails.
    siteServer({
      offset: 2,
      copy: 'broken',
      ready: '/favicon.ico',
      timeout: 120_000,
      env: { MIGRATE_ON_START: 'false', DATA_DIR: os.tmpdir(), DATABASE_URL: 'file:/nonexistent-folder/db.sqlite' },
    }),
  ],
})
