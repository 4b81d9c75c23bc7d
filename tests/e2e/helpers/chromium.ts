import fs from 'node:fs'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const CHROMIUM = '/usr/bin/chromium'

/**
 * Debian's headless Chromium (`chromium-headless-shell`), else Debian's Chromium, or
 * CHROME_PATH. Test tools may not download browsers here. The headless shell is the browser
 * Playwright itself runs headless tests in: without the full browser's compositor and GPU
 * process, it ran the same 35 tests in 260 s against 330 s on this 2-core machine.
 */
export function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM
}

/** The full browser, as visitors have it, for the few tests whose result depends on how it lays text out. */
export function fullChromiumPath(): string {
  return process.env.CHROME_PATH || CHROMIUM
}

/** The machine has no network but loopback: Chromium must not call home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The tests' browser uses about four fifths of the machine. Its short-lived pages gain
  // little from V8's top compiler, which competes for the two cores: capped at Maglev.
  '--js-flags=--max-opt=2',
]

export function assertChromium(): void {
  for (const file of new Set([chromiumPath(), fullChromiumPath()])) {
    if (!fs.existsSync(file)) {
      throw new Error(
        `No Chromium at ${file}. Install Debian's packages with \`sudo apt-get install chromium chromium-headless-shell\`, or set CHROME_PATH to a Chromium or Chrome binary.`,
      )
    }
  }
}
