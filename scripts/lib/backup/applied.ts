/**
 * A restore writes in steps (the media, then the database); each step can be undone until
 * all have succeeded, so a failure leaves the installation as it was.
 */
export type Applied = {
  /** Drops what the step kept to undo itself (the replaced files, say). */
  commit: () => Promise<void>
  /** Puts back what was there before the step. */
  rollback: () => Promise<void>
}

export type Step = { what: string; apply: () => Promise<Applied> }

/** Applies the steps in order; if one fails, undoes those done, newest first, and rethrows. */
export async function applyAll(steps: Step[], log: (line: string) => void): Promise<void> {
  const done: Applied[] = []
  try {
    for (const step of steps) {
      done.push(await step.apply())
      log(step.what)
    }
  } catch (error) {
    for (const applied of done.reverse()) {
      try {
        await applied.rollback()
      } catch (undoError) {
        log(`Could not undo a step: ${(undoError as Error).message}`)
      }
    }
    throw error
  }
  for (const applied of done) await applied.commit()
}
