import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { chromiumPath } from './tests/e2e/helpers/chromium'

const port = Number(process.env.E2E_PORT || 3100)
export const baseURL = `http://127.0.0.1:${port}`

// One temporary database for the run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'food-e2e-'))
process.env.E2E_ADMIN_EMAIL ||= 'admin@e2e.example'
process.env.E2E_ADMIN_PASSWORD ||= 'e2e-admin-password-1944'

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
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      // The machine has no network but loopback: keep Chromium from calling home.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The production build on a fresh database: `npm start` exactly as a user runs it.
    command: 'node_modules/.bin/tsx scripts/start.ts',
    url: `${baseURL}/api/globals/site-settings`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      SITE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      PAYLOAD_SECRET: 'e2e-secret-not-for-production',
      DATABASE_URL: '',
    },
  },
})
