/**
 * The benchmark measures its own production build in `.next-bench` (NEXT_DIST_DIR), so it
 * never shares `.next` with a developer's build or the end-to-end tests.
 */
import fs from 'node:fs'
import path from 'node:path'

import { runToEnd } from './processes'

export const benchDistDir = '.next-bench'
export const nextBin = path.resolve('node_modules/next/dist/bin/next')

/** What the build is made from: a change to any of these makes the build out of date. */
const sources = ['src', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json', 'postcss.config.mjs']

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)))
  return newest
}

/** Why the build must be made again, or undefined when it is up to date. */
export function buildOutdated(rebuild: boolean): string | undefined {
  const buildId = path.join(benchDistDir, 'BUILD_ID')
  if (rebuild) return '--rebuild'
  if (!fs.existsSync(buildId)) return `no build in ${benchDistDir} yet`
  const built = fs.statSync(buildId).mtimeMs
  const changed = sources.find((source) => newestChange(source) > built)
  return changed ? `${changed} changed since the last build` : undefined
}

/**
 * `next build` adds its build folder's types to tsconfig.json and points next-env.d.ts at
 * them. Those edits are for `.next`, the developer's folder: put back what this build changed.
 */
function keepTypeScriptSetup(): () => void {
  const files = ['tsconfig.json', 'next-env.d.ts'].filter((file) => fs.existsSync(file))
  const before = new Map(files.map((file) => [file, { text: fs.readFileSync(file, 'utf8'), stat: fs.statSync(file) }]))
  return () => {
    for (const [file, { text, stat }] of before) {
      const now = fs.readFileSync(file, 'utf8')
      if (now === text) continue
      if (file === 'tsconfig.json') {
        // Only the build folder's entries were added; anyone else's edit meanwhile is kept.
        const config = JSON.parse(now) as { include?: string[] }
        config.include = config.include?.filter((entry) => !entry.startsWith(`${benchDistDir}/`))
        if (JSON.stringify(config) !== JSON.stringify(JSON.parse(text))) {
          fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
          console.warn(`tsconfig.json changed during the build; removed only the ${benchDistDir} entries.`)
          continue
        }
      }
      fs.writeFileSync(file, text)
      // As it was, time included: a put-back tsconfig.json is no reason to build again.
      fs.utimesSync(file, stat.atime, stat.mtime)
    }
  }
}

/** Builds the app into `.next-bench` when it is out of date; returns the seconds it took (0: up to date). */
export async function ensureBuild({ rebuild, logFile }: { rebuild: boolean; logFile: string }): Promise<number> {
  const reason = buildOutdated(rebuild)
  if (!reason) {
    console.log(`Build: ${benchDistDir} is up to date.`)
    return 0
  }
  console.log(`Build: ${reason}; building into ${benchDistDir} (a few minutes; log: ${logFile})…`)
  const started = performance.now()
  const restore = keepTypeScriptSetup()
  try {
    await runToEnd('next build', process.execPath, [nextBin, 'build'], {
      logFile,
      env: { ...process.env, NEXT_DIST_DIR: benchDistDir, NEXT_TELEMETRY_DISABLED: '1' },
    })
  } finally {
    restore()
  }
  return (performance.now() - started) / 1000
}
