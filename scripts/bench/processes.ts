/**
 * Everything the benchmark starts (servers, nginx, Chromium, temporary folders) is
 * registered here and undone in reverse order: at the end, on failure, and on Ctrl-C.
 * Every Node process it starts runs the bench's own binary (`process.execPath`): the site,
 * the floor and their builds are measured on one Node.
 */
import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

type Cleanup = { name: string; run: () => Promise<void> | void }

const cleanups: Cleanup[] = []

/** Set once everything is being stopped: at the end, on Ctrl-C or on a fatal error. */
let stopping = false

/** Registers something to undo; returns a function that undoes it now (once). */
export function onCleanup(name: string, run: () => Promise<void> | void): () => Promise<void> {
  const entry: Cleanup = { name, run }
  cleanups.push(entry)
  return async () => {
    const index = cleanups.indexOf(entry)
    if (index === -1) return
    cleanups.splice(index, 1)
    await entry.run()
  }
}

/** Undoes everything registered, newest first; a failing step does not stop the others. */
export async function cleanUp(): Promise<void> {
  stopping = true
  while (cleanups.length > 0) {
    const entry = cleanups.pop()!
    try {
      await entry.run()
    } catch (error) {
      console.error(`Could not stop ${entry.name}: ${(error as Error).message}`)
    }
  }
}

/** True once everything is being stopped (the end, Ctrl-C, a fatal error): failures after it are expected. */
export const isStopping = () => stopping

function stopAndExit(reason: string, code: number): void {
  if (stopping) return
  stopping = true
  if (code !== 130) failed = true
  console.error(`\n${reason}: stopping everything the benchmark started…`)
  void cleanUp().finally(() => process.exit(code))
}
// `npm run bench` runs this as `node --import tsx`, in one process: tsx's own command runs the
// script in a child and kills it (SIGKILL) when it has not answered a relayed Ctrl-C within
// 30 ms, which a bench busy with Lighthouse or a load cannot, and the servers, nginx and the
// temporary folders stayed (tests/unit/benchStop.spec.ts).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stopAndExit(signal, 130))
// A failure outside the awaited steps (a stream or timer callback) must not leave servers running.
process.on('uncaughtException', (error) => stopAndExit(`Unexpected error: ${error.stack ?? error.message}`, 1))
process.on('unhandledRejection', (reason) => stopAndExit(`Unexpected error: ${String(reason)}`, 1))

let failed = false

/** Marks the run as failed: folders made with `keepOnFailure` then stay, for their logs. */
export function markFailed(): void {
  failed = true
}

/**
 * A temporary folder, removed at the end unless BENCH_KEEP_TEMP=true, or (with
 * `keepOnFailure`, the logs) when the run failed.
 */
export function tempDir(name: string, { keepOnFailure = false } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `hawler-bench-${name}-`))
  onCleanup(`temporary folder ${dir}`, () => {
    if (process.env.BENCH_KEEP_TEMP === 'true') return
    if (keepOnFailure && failed) {
      console.error(`The logs are kept in ${dir}.`)
      return
    }
    fs.rmSync(dir, { recursive: true, force: true })
  })
  return dir
}

export type Tracked = {
  child: ChildProcess
  pid: number
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
  /** SIGTERM to the process group, SIGKILL after `graceMs`; resolves once it has ended. */
  stop: (graceMs?: number) => Promise<void>
}

let nodeFolder: string | undefined

/**
 * A folder holding only `node`, a link to the bench's own binary, first on the PATH of every
 * process the bench starts: what runs `node` by name rather than by path (Turbopack's pool
 * for PostCSS in `next build`, a bin with `#!/usr/bin/env node`) then runs the same Node as
 * the bench, not the machine's, and nothing else found on the PATH changes.
 */
function benchNodeFolder(): string {
  if (nodeFolder === undefined) {
    nodeFolder = tempDir('node')
    fs.symlinkSync(process.execPath, path.join(nodeFolder, 'node'))
  }
  return nodeFolder
}

/** `env` with the bench's own `node` first on its PATH. */
export function withBenchNode(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, PATH: [benchNodeFolder(), env.PATH].filter(Boolean).join(path.delimiter) }
}

/** Processes below `pid` (children, their children…), from /proc. */
export function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The command name (in parentheses) may contain spaces: the parent pid follows its end.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)])
    } catch {
      // The process ended while we read.
    }
  }
  const found: number[] = []
  const queue = [...(parents.get(pid) ?? [])]
  while (queue.length > 0) {
    const next = queue.pop()!
    found.push(next)
    queue.push(...(parents.get(next) ?? []))
  }
  return found
}

/**
 * Throws unless the process `pid` and every process below it run the bench's own Node
 * binary: the figures of the site and the floor are compared as measured on one Node.
 */
export function expectBenchNode(name: string, pid: number): void {
  const own = fs.realpathSync(process.execPath)
  for (const each of [pid, ...descendantsOf(pid)]) {
    let binary: string
    try {
      binary = fs.realpathSync(`/proc/${each}/exe`)
    } catch {
      // The process ended meanwhile.
      continue
    }
    if (binary !== own) throw new Error(`${name} runs ${binary} (process ${each}), not the bench's own Node ${process.version} (${own})`)
  }
}

/**
 * Starts a process in a process group of its own, so that stopping it also stops what it
 * started (`npm start` prepares the database in a child process), and only that: the group is this child's. The
 * bench's own `node` comes first on its PATH (withBenchNode).
 */
export function spawnTracked(name: string, command: string, args: string[], options: SpawnOptions = {}): Tracked {
  const child = spawn(command, args, { stdio: 'ignore', ...options, env: withBenchNode(options.env), detached: true })
  if (child.pid == null) throw new Error(`Could not start ${name} (${command})`)
  const pid = child.pid
  let ended = false
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      ended = true
      resolve(code)
    })
    child.once('error', () => {
      ended = true
      resolve(null)
    })
  })
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal)
    } catch {
      // The group has ended already.
    }
  }
  const stop = async (graceMs = 10_000) => {
    if (!ended) signalGroup('SIGTERM')
    const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs)
    await exited
    clearTimeout(timer)
    // The leader may end before the rest of its group (next-server after `npm start`).
    signalGroup('SIGTERM')
  }
  const remove = onCleanup(name, () => stop())
  void exited.then(() => undefined)
  return {
    child,
    pid,
    exited,
    stop: async (graceMs) => {
      await stop(graceMs)
      await remove()
    },
  }
}

/** Runs a command to its end, its output into `logFile`; throws with the log's tail when it fails. */
export async function runToEnd(name: string, command: string, args: string[], options: SpawnOptions & { logFile: string }) {
  const log = fs.openSync(options.logFile, 'a')
  const tracked = spawnTracked(name, command, args, { ...options, stdio: ['ignore', log, log] })
  const code = await tracked.exited
  fs.closeSync(log)
  await tracked.stop()
  if (code !== 0) {
    const tail = fs.readFileSync(options.logFile, 'utf8').split('\n').slice(-30).join('\n')
    throw new Error(`${name} failed (exit code ${code}); the end of ${options.logFile}:\n${tail}`)
  }
}
