import module from 'node:module'

/** Long enough for the first pages after a start to have loaded Payload and their chunks. */
const FLUSH_AFTER_MS = 30_000

/**
 * Keeps V8's compiled code of every module the server loads on disk (Node's module compile
 * cache, in the system's temporary folder or NODE_COMPILE_CACHE), so that the next start
 * reads it instead of compiling Next's and Payload's thousands of modules again: compiling
 * them was the largest part of the CPU from `npm start` to the first page. `next start` does
 * not enable it; a custom server has to. Failing to enable it is harmless and not reported.
 */
export function keepCompiledCode(): void {
  module.enableCompileCache()
}

/**
 * Node writes the cache when the process exits; a server stopped with SIGKILL never does.
 * So it is also written once the first pages after the start have loaded what they need.
 */
export function writeCompiledCodeSoon(): void {
  setTimeout(() => module.flushCompileCache(), FLUSH_AFTER_MS).unref()
}
