import fs from 'node:fs'

/** Debian's Chromium, or CHROME_PATH. Test tools may not download browsers here. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium'
}

export function assertChromium(): void {
  const file = chromiumPath()
  if (!fs.existsSync(file)) {
    throw new Error(
      `No Chromium at ${file}. Install Debian's package with \`sudo apt-get install chromium\`, or set CHROME_PATH to a Chromium or Chrome binary.`,
    )
  }
}
