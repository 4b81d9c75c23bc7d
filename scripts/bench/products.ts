/**
 * Fills the benchmark's database with generated products through the Local API
 * (scripts/bench/generateProducts.ts), two processes at once, while the app is stopped.
 */
import path from 'node:path'

import { appEnvironment } from './app'
import { runToEnd } from './processes'

const PROCESSES = 2

export async function generateProducts({
  count,
  dataDir,
  port,
  logFile,
}: {
  count: number
  dataDir: string
  port: number
  logFile: string
}): Promise<number> {
  console.log(`Search: generating ${count.toLocaleString('en')} products in three languages (log: ${logFile})…`)
  const started = performance.now()
  const share = Math.ceil(count / PROCESSES)
  await Promise.all(
    Array.from({ length: PROCESSES }, (_, index) => {
      const from = Math.min(count, index * share)
      const to = Math.min(count, from + share)
      return runToEnd(
        `generating products ${from}–${to}`,
        process.execPath,
        ['--conditions=production', '--import', 'tsx', path.resolve('scripts/bench/generateProducts.ts'), String(from), String(to)],
        { logFile, env: appEnvironment({ port, dataDir }) },
      )
    }),
  )
  return (performance.now() - started) / 1000
}
