import type { Step } from './step.ts'

/**
 * The server listens at once, so a restart is quick, but answers nothing before `ready`
 * settles (Next prepared, the database migrated and seeded): a request that comes early is
 * accepted and waits. Should `ready` fail, the start fails and the process ends, so a held
 * request never waits for nothing.
 */
export function holdUntilReady(ready: Promise<unknown>): Step {
  let isReady = false
  void ready.then(
    () => (isReady = true),
    () => undefined,
  )
  return (next) => (request, response) => {
    if (isReady) return next(request, response)
    void ready.then(() => next(request, response))
  }
}
