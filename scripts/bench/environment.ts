/**
 * Versions and machine, for the record next to the results. Node's is the bench's own
 * (`process.versions.node`), which the report prints first.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'

import { nginxBinary } from '../lib/nginx'

function packageVersion(name: string): string {
  return (JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version
}

function commandVersion(command: string, pattern: RegExp): string {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  return pattern.exec(output)?.[1] ?? 'unknown'
}

export function versions(chromePath: string): Record<string, string> {
  return {
    'Next.js': packageVersion('next'),
    Payload: packageVersion('payload'),
    React: packageVersion('react'),
    Chromium: commandVersion(chromePath, /Chromium\s+([\d.]+)/),
    nginx: spawnSync(nginxBinary, ['-v'], { encoding: 'utf8' }).stderr.match(/nginx\/([\d.]+)/)?.[1] ?? 'unknown',
    Lighthouse: packageVersion('lighthouse'),
    autocannon: packageVersion('autocannon'),
  }
}

/** Cores and memory. */
export function machine(): string {
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB`
}

/** How busy the machine is (1-minute load average): other work on it lowers every figure. */
export const loadAverage = () => os.loadavg()[0]
