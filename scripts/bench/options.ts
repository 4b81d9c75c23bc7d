/** What `npm run bench -- <options>` asks for. */
import { parseArgs } from 'node:util'

export type BenchOptions = {
  /** Short runs for development: 2 s loads, Lighthouse once a side, 1,000 products. */
  quick: boolean
  /** Build again even when the build is newer than the sources. */
  rebuild: boolean
  /** Seconds of each load run (autocannon). */
  loadSeconds: number
  /** Concurrent connections of each load run. */
  connections: number
  /** Generated products for the search measurement. */
  products: number
  /** Restarts timed from `npm start` to the first 200; the median is reported. */
  startRuns: number
  /** Requests per search term. */
  searchRequests: number
  /** Saves timed until live; the slowest is reported. */
  saveSamples: number
  /** Runs of each admin screen, cold and warm (admin.ts); medians are reported. */
  adminRuns: number
  /**
   * Lighthouse runs per page through the HTTPS edge, simulated and with applied throttling, and
   * simulated at the app's own port; each alternated with as many of the floor's page
   * (lighthouse.ts); medians are reported. 0 simulated skips Lighthouse.
   */
  lighthouseRuns: { simulated: number; applied: number; direct: number }
  chromePath: string
  /** The long run at 80 % of capacity, and its length. */
  soak: boolean
  soakSeconds: number
  /** Write the results into docs/performance.md. */
  writeDocs: boolean
}

const usage = `npm run bench -- [options]

  --quick               short runs for development (2 s loads, Lighthouse once a side, 1,000 products)
  --rebuild             build the app again even if .next-bench is up to date
  --duration <s>        seconds of each load run (default 8, quick 2)
  --products <n>        generated products for the search measurement (default 10000, quick 1000)
  --soak                also run the soak test (10 minutes at 80 % of capacity)
  --soak-seconds <s>    length of the soak test (default 600)
  --no-write            print the table only, leave docs/performance.md alone
  --help

  BENCH_LIGHTHOUSE=false  skip Lighthouse          CHROME_PATH  Chromium (default /usr/bin/chromium)
  BENCH_KEEP_TEMP=true    keep the temporary folders (logs, databases) for reading afterwards`

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const number = Number(value)
  if (!Number.isFinite(number) || number <= 0) throw new Error(`--${name} wants a positive number, not "${value}"\n\n${usage}`)
  return number
}

export function readOptions(argv: string[] = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      rebuild: { type: 'boolean', default: false },
      duration: { type: 'string' },
      products: { type: 'string' },
      soak: { type: 'boolean', default: false },
      'soak-seconds': { type: 'string' },
      'no-write': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  })
  if (values.help) {
    console.log(usage)
    process.exit(0)
  }
  const quick = values.quick
  const lighthouse = process.env.BENCH_LIGHTHOUSE !== 'false'
  return {
    quick,
    rebuild: values.rebuild,
    loadSeconds: positive('duration', values.duration, quick ? 2 : 8),
    connections: 20,
    products: Math.round(positive('products', values.products, quick ? 1_000 : 10_000)),
    startRuns: quick ? 1 : 3,
    searchRequests: 50,
    // Saves at 0, 1/5, 2/5… of a second after nginx stored its copy (saveLive.ts).
    saveSamples: quick ? 2 : 5,
    adminRuns: quick ? 1 : 5,
    lighthouseRuns: lighthouse
      ? { simulated: quick ? 1 : 5, applied: quick ? 1 : 3, direct: quick ? 1 : 3 }
      : { simulated: 0, applied: 0, direct: 0 },
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    soak: values.soak || values['soak-seconds'] !== undefined,
    soakSeconds: positive('soak-seconds', values['soak-seconds'], 600),
    writeDocs: !values['no-write'],
  }
}
