/**
 * The CPU time a server's processes spend, read from Linux's /proc. The load generator is one
 * Node thread: against nginx it is the busier side (a core, against about a third of one for
 * nginx at 10,000 requests/s), so requests/s through nginx measure mostly what the client
 * spends on each response. nginx's own CPU time per request is what nginx costs.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`; 100 on every Linux we run). */
const ticksPerSecond = (() => {
  const answer = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim())
  return Number.isInteger(answer) && answer > 0 ? answer : 100
})()

/** The processes a process started (nginx's master: its workers); none when /proc cannot tell. */
export function childPids(parent: number): number[] {
  try {
    const children = fs.readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8')
    return children.split(' ').filter(Boolean).map(Number)
  } catch {
    return []
  }
}

/** User and system CPU time of the processes so far, in ms; a process gone counts nothing. */
export function cpuMs(pids: readonly number[]): number {
  let ticks = 0
  for (const pid of pids) {
    try {
      // The command name (field 2) is in brackets and may hold spaces: count from after it.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // Exited meanwhile: its time is no longer readable.
    }
  }
  return (ticks * 1000) / ticksPerSecond
}
