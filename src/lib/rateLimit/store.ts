/** Counters that expire: in Redis when several instances share it, else in this process. */
export type CounterStore = {
  /** Adds one to the counter and returns its new value and the seconds it has left. */
  increment(key: string, windowSeconds: number): Promise<{ count: number; secondsLeft: number }>
  /** The counter's value and seconds left, without counting. */
  read(key: string): Promise<{ count: number; secondsLeft: number }>
  remove(key: string): Promise<void>
}
