/**
 * Crash safety, shared by the SQLite test (tests/e2e/crash-safety.e2e.spec.ts) and the
 * PostgreSQL one (tests/scale/crash-safety.spec.ts): a server started as `npm start` starts
 * it, concurrent writes through REST, SIGKILL to its whole process group in the middle of
 * them, a restart on the same data, and then what was answered 2xx is compared with what
 * the database holds. No test framework here: each test asserts on the result.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { type Connection, openDatabase } from '../../../src/server/startup/databaseState'
import { freePort } from './freshServer'

export type CrashServer = { url: string; pid: number; output: () => string; exited: () => boolean; gone: Promise<void> }

/** A copy of the build without its cache, for servers that are killed and started again on it. */
export function copyBuild(distDir: string): void {
  const build = process.env.E2E_BUILD_DIR || '.next'
  fs.cpSync(build, distDir, { recursive: true, filter: (source) => !source.startsWith(path.join(build, 'cache')) })
}

/** `npm start` in a process group of its own (so one signal reaches `next start` too), serving when this resolves. */
export async function startServer(distDir: string, port: number, env: Record<string, string>): Promise<CrashServer> {
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['--conditions=production', 'src/server/start.ts'], {
    env: { ...process.env, ...env, PORT: String(port), SITE_URL: url, NEXT_DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = () => child.exitCode !== null || child.signalCode !== null
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const server = { url, pid: child.pid!, output: () => output, exited, gone }
  const deadline = Date.now() + 180_000
  for (;;) {
    try {
      if ((await fetch(`${url}/api/globals/site-settings`, { signal: AbortSignal.timeout(30_000) })).ok) return server
    } catch {
      // Not listening yet.
    }
    if (exited() || Date.now() > deadline) {
      await killGroup(server, 'SIGKILL')
      throw new Error(`The server did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The signal to the server's whole process group: the start script and `next start` alike. */
export async function killGroup(server: CrashServer, signal: NodeJS.Signals): Promise<void> {
  if (server.exited()) return
  try {
    process.kill(-server.pid, signal)
  } catch {
    // Already gone.
  }
  await server.gone
}

export { freePort }

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 200) throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

/** What one write sets, and so what the document must show if that write is its last. */
type Value = { title: string; status: 'draft' | 'published'; ingredients?: number }

/** The collections written, each a table of its own with its `_locales` and `_v` tables (and recipes with arrays). */
const written = [
  { slug: 'news', table: 'news' },
  { slug: 'jobs', table: 'jobs' },
  { slug: 'health-care', table: 'health_care' },
  { slug: 'categories', table: 'categories' },
  { slug: 'recipes', table: 'recipes' },
] as const

type Written = (typeof written)[number]

function body(collection: Written, value: Value): Record<string, unknown> {
  const data: Record<string, unknown> = { title: value.title, _status: value.status }
  if (collection.slug === 'recipes') {
    data.ingredients = Array.from({ length: value.ingredients ?? 0 }, (_, i) => ({ item: `Ingredient ${i + 1} of ${value.title}` }))
    data.steps = [{ step: `Cook ${value.title}` }]
  }
  return data
}

/** One document's history: the writes answered 2xx in order, and the one unanswered when the server died. */
type Tracked = { collection: Written; id?: number; acknowledged: Value[]; unanswered?: Value }

export type CrashFigures = {
  streams: number
  /** Writes answered 2xx (creates and updates). */
  acknowledged: number
  /** Of those, the ones whose value (or a later write's) the restarted server serves. */
  found: number
  /** Writes sent but not answered before the kill; `committedUnanswered` of them were saved all the same. */
  unanswered: number
  committedUnanswered: number
  /** Writes answered with anything but 2xx before the kill (none expected). */
  refused: string[]
  /** Whatever does not hold: a lost write, a wrong value, a half-written document. */
  problems: string[]
  millisecondsWriting: number
}

/**
 * `streams` writers, each creating a document and updating it, over the collections in
 * turn; once `killAfter` writes have been answered, SIGKILL to the server's group within
 * `killWithinMs`, the writers going on until it is gone.
 */
export async function writeUntilKilled(
  server: CrashServer,
  token: string,
  {
    streams = 8,
    killAfter = 60,
    killWithinMs = 100,
    label = 'Crash',
  }: { streams?: number; killAfter?: number; killWithinMs?: number; label?: string } = {},
): Promise<{ tracked: Tracked[]; figures: CrashFigures }> {
  const tracked: Tracked[] = []
  const refused: string[] = []
  let acknowledged = 0
  let killing: Promise<void> | undefined
  const started = Date.now()
  const headers = { 'content-type': 'application/json', authorization: `JWT ${token}` }

  const killSoon = () => {
    // Refusals count too, so that a server refusing everything is still killed.
    if (killing || acknowledged + refused.length < killAfter) return
    // At a random moment, not just as an answer leaves: writes are then at every stage.
    const delay = Math.random() * killWithinMs
    killing = new Promise((resolve) => setTimeout(resolve, delay)).then(() => killGroup(server, 'SIGKILL'))
  }

  /** One write: answered 2xx, answered otherwise, or never answered (the server is gone). */
  const send = async (doc: Tracked, value: Value): Promise<'saved' | 'refused' | 'gone'> => {
    doc.unanswered = value
    const target = doc.id === undefined ? `/api/${doc.collection.slug}` : `/api/${doc.collection.slug}/${doc.id}`
    let response: Response
    try {
      response = await fetch(`${server.url}${target}?depth=0`, {
        method: doc.id === undefined ? 'POST' : 'PATCH',
        headers,
        body: JSON.stringify(body(doc.collection, value)),
      })
    } catch {
      return 'gone'
    }
    const text = await response.text().catch(() => undefined)
    // Headers with no body: the answer was cut by the kill, so the write counts as unanswered.
    if (text === undefined) return 'gone'
    if (response.status >= 300) {
      doc.unanswered = undefined
      refused.push(`${response.status} ${doc.id === undefined ? 'POST' : 'PATCH'} ${target}: ${text.slice(0, 200)}`)
      killSoon()
      return 'refused'
    }
    const { doc: saved } = JSON.parse(text) as { doc: { id: number } }
    doc.id = saved.id
    doc.acknowledged.push(value)
    doc.unanswered = undefined
    acknowledged++
    killSoon()
    return 'saved'
  }

  const stream = async (s: number) => {
    for (let i = 0; ; i++) {
      const collection = written[(s + i) % written.length]
      const doc: Tracked = { collection, acknowledged: [] }
      tracked.push(doc)
      const title = `${label} ${s}-${i}`
      const create = await send(doc, { title: `${title} created`, status: i % 2 ? 'draft' : 'published', ingredients: 3 })
      if (create === 'gone') return
      if (create === 'refused') continue
      if ((await send(doc, { title: `${title} updated`, status: i % 2 ? 'published' : 'draft', ingredients: 2 })) === 'gone') return
    }
  }
  await Promise.all(Array.from({ length: streams }, (_, s) => stream(s)))
  const millisecondsWriting = Date.now() - started
  await killing
  const unanswered = tracked.filter((doc) => doc.unanswered).length
  return {
    tracked,
    figures: { streams, acknowledged, found: 0, unanswered, committedUnanswered: 0, refused, problems: [], millisecondsWriting },
  }
}

type Served = { id: number; title: string; _status: string; ingredients?: unknown[] }

const sameAs = (doc: Served, collection: Written, value: Value) =>
  doc.title === value.title &&
  doc._status === value.status &&
  (collection.slug !== 'recipes' || (doc.ingredients?.length ?? 0) === value.ingredients)

/**
 * After the restart, through REST as an administrator: every acknowledged write is there
 * with its value (or overwritten by a later write of the same document, answered or not),
 * and a write nobody heard the answer to is either wholly there or not at all.
 */
export async function checkAcknowledged(url: string, token: string, result: { tracked: Tracked[]; figures: CrashFigures }) {
  const { tracked, figures } = result
  const served = new Map<string, Served[]>()
  for (const { slug } of written) {
    const response = await fetch(`${url}/api/${slug}?depth=0&limit=1000`, {
      headers: { authorization: `JWT ${token}` },
    })
    if (response.status !== 200) throw new Error(`GET /api/${slug} answered ${response.status}`)
    served.set(slug, ((await response.json()) as { docs: Served[] }).docs)
  }
  let found = 0
  let committedUnanswered = 0
  for (const doc of tracked) {
    const docs = served.get(doc.collection.slug)!
    const titles = [...doc.acknowledged, ...(doc.unanswered ? [doc.unanswered] : [])].map((value) => value.title)
    const current = doc.id !== undefined ? docs.find((d) => d.id === doc.id) : docs.find((d) => titles.includes(d.title))
    const history = [...doc.acknowledged, ...(doc.unanswered ? [doc.unanswered] : [])]
    // Which write the document shows: -1 for none (missing).
    const shown = current ? history.findIndex((value) => sameAs(current, doc.collection, value)) : -1
    const what = `${doc.collection.slug} ${doc.id ?? '(unanswered create)'} "${history[0]?.title}"`
    if (current && shown === -1) {
      figures.problems.push(`${what} shows a value no write set: ${JSON.stringify(current)}`)
      continue
    }
    // Every acknowledged write up to the one shown is there (a later one overwrites an earlier one).
    const kept = shown === -1 ? 0 : Math.min(shown + 1, doc.acknowledged.length)
    if (shown >= doc.acknowledged.length) committedUnanswered++
    found += kept
    if (kept < doc.acknowledged.length) {
      figures.problems.push(
        `${what}: ${doc.acknowledged.length - kept} acknowledged write(s) lost; ${current ? `shows ${JSON.stringify(current)}` : 'missing'}`,
      )
    }
  }
  figures.found = found
  figures.committedUnanswered = committedUnanswered
  return figures
}

/**
 * "Half-written", for this schema: a document's English title sits in `<table>_locales`, and
 * each save adds a row to `_<table>_v` (its own `_locales`, and for recipes the ingredient
 * rows), marked `latest`. A save is whole when all of that agrees; so, for every document:
 * its English row with a title; exactly one latest version; that version's status, English
 * title and ingredient count the same as the document's; and no row (locale, version,
 * version locale) whose parent is missing.
 */
export async function halfWritten(db: Connection): Promise<string[]> {
  const problems: string[] = []
  const find = async (label: string, sql: string) => {
    const rows = await db.rows(sql)
    if (rows.length > 0)
      problems.push(`${label}: ${JSON.stringify(rows.slice(0, 5))}${rows.length > 5 ? ` and ${rows.length - 5} more` : ''}`)
  }
  for (const { table: t } of written) {
    const v = `_${t}_v`
    await find(
      `${t} without its English row`,
      `SELECT d.id FROM ${t} d WHERE NOT EXISTS (SELECT 1 FROM ${t}_locales l WHERE l._parent_id = d.id AND l._locale = 'en' AND l.title IS NOT NULL)`,
    )
    await find(
      `${t} without exactly one latest version`,
      `SELECT d.id, (SELECT COUNT(*) FROM ${v} v WHERE v.parent_id = d.id AND v.latest = true) AS latest FROM ${t} d
       WHERE (SELECT COUNT(*) FROM ${v} v WHERE v.parent_id = d.id AND v.latest = true) <> 1`,
    )
    await find(
      `${t} whose latest version differs from it`,
      `SELECT d.id, CAST(d._status AS TEXT) AS status, CAST(v.version__status AS TEXT) AS version_status, l.title, vl.version_title
       FROM ${t} d
       JOIN ${v} v ON v.parent_id = d.id AND v.latest = true
       LEFT JOIN ${t}_locales l ON l._parent_id = d.id AND l._locale = 'en'
       LEFT JOIN ${v}_locales vl ON vl._parent_id = v.id AND vl._locale = 'en'
       WHERE CAST(d._status AS TEXT) <> CAST(v.version__status AS TEXT) OR vl.version_title IS NULL OR l.title IS NULL OR vl.version_title <> l.title`,
    )
    await find(
      `${v} rows of no document`,
      `SELECT v.id, v.parent_id FROM ${v} v WHERE v.parent_id IS NULL OR NOT EXISTS (SELECT 1 FROM ${t} d WHERE d.id = v.parent_id)`,
    )
    await find(
      `${v} rows without their English row`,
      `SELECT v.id FROM ${v} v WHERE NOT EXISTS (SELECT 1 FROM ${v}_locales vl WHERE vl._parent_id = v.id AND vl._locale = 'en')`,
    )
    await find(
      `${t}_locales rows of no document`,
      `SELECT l.id FROM ${t}_locales l WHERE NOT EXISTS (SELECT 1 FROM ${t} d WHERE d.id = l._parent_id)`,
    )
    await find(
      `${v}_locales rows of no version`,
      `SELECT vl.id FROM ${v}_locales vl WHERE NOT EXISTS (SELECT 1 FROM ${v} v WHERE v.id = vl._parent_id)`,
    )
  }
  const count = (table: string, parent: string) => `(SELECT COUNT(*) FROM ${table} i WHERE i._parent_id = ${parent} AND i._locale = 'en')`
  await find(
    'recipes whose ingredients differ from their latest version',
    `SELECT d.id, ${count('recipes_ingredients', 'd.id')} AS rows, ${count('_recipes_v_version_ingredients', 'v.id')} AS version_rows
     FROM recipes d JOIN _recipes_v v ON v.parent_id = d.id AND v.latest = true
     WHERE ${count('recipes_ingredients', 'd.id')} <> ${count('_recipes_v_version_ingredients', 'v.id')}`,
  )
  await find(
    'ingredient rows of no recipe',
    `SELECT i.id FROM recipes_ingredients i WHERE NOT EXISTS (SELECT 1 FROM recipes d WHERE d.id = i._parent_id)`,
  )
  return problems
}

/** SQLite's own check of the file: pages, indexes and foreign keys. */
export async function sqliteIntegrity(db: Connection): Promise<{ integrity: string; foreignKeyViolations: number }> {
  const integrity = (await db.rows('PRAGMA integrity_check')).map((row) => String(Object.values(row)[0])).join('; ')
  const foreignKeyViolations = (await db.rows('PRAGMA foreign_key_check')).length
  return { integrity, foreignKeyViolations }
}

export { openDatabase }

export type CrashSummary = CrashFigures & {
  rounds: number
  /** `PRAGMA integrity_check` and foreign-key check after each crash (SQLite only). */
  integrity: string[]
  halfWritten: string[]
}

/**
 * The whole test on one server: up to `rounds` times, writes killed in the middle, a restart
 * on the same data and every check, stopping at the first round that finds something. A
 * crash lands between two statements of a save only some of the time, so one round may miss
 * a save that is not atomic; three rarely do.
 */
export async function crashRounds(options: {
  distDir: string
  env: Record<string, string>
  email: string
  password: string
  database: { adapter: 'sqlite' | 'postgres'; url: string }
  rounds?: number
}): Promise<CrashSummary> {
  const { distDir, env, email, password, database, rounds = 3 } = options
  const port = await freePort()
  let server = await startServer(distDir, port, env)
  const summary: CrashSummary = {
    rounds: 0,
    streams: 8,
    acknowledged: 0,
    found: 0,
    unanswered: 0,
    committedUnanswered: 0,
    refused: [],
    problems: [],
    millisecondsWriting: 0,
    integrity: [],
    halfWritten: [],
  }
  try {
    for (let round = 1; round <= rounds; round++) {
      const written = await writeUntilKilled(server, await signIn(server.url, email, password), { label: `Round ${round}` })
      if (!server.exited()) throw new Error('The server outlived SIGKILL')
      server = await startServer(distDir, port, env)
      const figures = await checkAcknowledged(server.url, await signIn(server.url, email, password), written)
      const db = await openDatabase(database)
      try {
        if (database.adapter === 'sqlite') {
          const { integrity, foreignKeyViolations } = await sqliteIntegrity(db)
          summary.integrity.push(`${integrity}; ${foreignKeyViolations} foreign key violations`)
        }
        summary.halfWritten.push(...(await halfWritten(db)).map((problem) => `round ${round}: ${problem}`))
      } finally {
        await db.close()
      }
      summary.rounds = round
      summary.acknowledged += figures.acknowledged
      summary.found += figures.found
      summary.unanswered += figures.unanswered
      summary.committedUnanswered += figures.committedUnanswered
      summary.millisecondsWriting += figures.millisecondsWriting
      summary.refused.push(...figures.refused.map((problem) => `round ${round}: ${problem}`))
      summary.problems.push(...figures.problems.map((problem) => `round ${round}: ${problem}`))
      const clean = summary.integrity.every((line) => line === 'ok; 0 foreign key violations')
      if (!clean || summary.halfWritten.length || summary.problems.length || summary.refused.length) break
    }
  } finally {
    await killGroup(server, 'SIGTERM')
  }
  return summary
}
