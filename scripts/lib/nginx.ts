/**
 * Runs Debian's nginx without root, on a loopback port, with everything it writes in a
 * folder of its own: `deploy/nginx.conf` in front of app instances (the edge cache), or a
 * plain static file server. For the benchmark and for tests; production uses the shipped
 * file as it is (docs/operations.md).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export const nginxBinary = process.env.NGINX_BIN || '/usr/sbin/nginx'

/** The edge cache configuration that ships with the site. */
export const edgeConfigFile = path.resolve('deploy/nginx.conf')

export type EdgeOptions = {
  /** The loopback port nginx listens on. */
  port: number
  /** App instances, `host:port`. */
  upstreams: string[]
  /** A folder for the configuration, cache, temporary files, logs and pid. */
  prefix: string
  /**
   * HTTPS as docs/operations.md sets it up in production: `ssl` and `http2` on the listen
   * line, with this certificate and its key (PEM files).
   */
  tls?: { certificate: string; key: string }
}

type Rule = (line: string, indent: string, options: EdgeOptions) => string[]

/** What each line marked `# rendered: <name>` in deploy/nginx.conf becomes. */
const rules: Record<string, Rule> = {
  // Run by root (as on this machine) the workers would switch to www-data and could not
  // open the temporary folder; run by anyone else nginx ignores `user` with a warning.
  user: (_line, indent) => (process.getuid?.() === 0 ? [`${indent}user root;`] : []),
  pid: (_line, indent, { prefix }) => [`${indent}pid ${path.join(prefix, 'nginx.pid')};`],
  'error log': (_line, indent, { prefix }) => [`${indent}error_log ${path.join(prefix, 'logs', 'error.log')} warn;`],
  // A log line per request would be the load test's largest cost; the errors log stays.
  'access log': (_line, indent) => [`${indent}access_log off;`],
  temp: (line, _indent, { prefix }) => [line.replace('/var/lib/nginx/', `${path.join(prefix, 'temp')}/`)],
  cache: (line, _indent, { prefix }) => [line.replace('/var/cache/nginx/hawler', path.join(prefix, 'cache'))],
  upstream: (line, indent, { upstreams }) =>
    upstreams.map((address) => `${indent}${line.trim().replace(/^server\s+\S+/, `server ${address}`)}`),
  listen: (_line, indent, { port, tls }) =>
    tls
      ? [
          `${indent}listen 127.0.0.1:${port} ssl http2 default_server;`,
          `${indent}ssl_certificate ${tls.certificate};`,
          `${indent}ssl_certificate_key ${tls.key};`,
        ]
      : [`${indent}listen 127.0.0.1:${port} default_server;`],
}

/** Renders deploy/nginx.conf for a loopback port, the given app instances and a temporary folder. */
export function renderEdgeConfig(template: string, options: EdgeOptions): string {
  if (options.upstreams.length === 0) throw new Error('nginx needs at least one app instance.')
  const used = new Set<string>()
  const lines = template.split('\n').flatMap((line) => {
    const marker = /#\s*rendered:\s*([a-z ]+?)\s*$/.exec(line)
    if (!marker) return [line]
    const rule = rules[marker[1]]
    if (!rule) throw new Error(`deploy/nginx.conf: no rule to render "${marker[1]}"`)
    used.add(marker[1])
    const content = line.slice(0, marker.index).trimEnd()
    return rule(content, /^\s*/.exec(line)?.[0] ?? '', options)
  })
  const missing = Object.keys(rules).filter((name) => !used.has(name))
  if (missing.length > 0) throw new Error(`deploy/nginx.conf has no line marked "# rendered: ${missing.join('", "')}"`)
  return lines.join('\n')
}

/** Where the static server sends its files with the pages' headers (`pageHeaders`). */
export const WITH_PAGE_HEADERS = '/with-page-headers'

export type StaticServerOptions = {
  port: number
  prefix: string
  root: string
  /**
   * Headers sent with the files under `/with-page-headers/` (the same files as at `/`): the site's
   * pages carry about a kilobyte of security and cache headers that a bare file does not.
   */
  pageHeaders?: Array<[name: string, value: string]>
}

/** A header as an nginx `add_header` line; nginx would read a `$` as a variable, so none may be in it. */
function addHeaderLine([name, value]: [string, string]): string {
  if (!/^[A-Za-z0-9-]+$/.test(name) || /[$"\\\r\n]/.test(value))
    throw new Error(`This header cannot be written into nginx's configuration: ${name}: ${value}`)
  return `            add_header ${name} "${value}";`
}

/**
 * A plain static file server with the same process, connection and file settings as the
 * edge cache: what nginx costs when it only sends a file from the disk.
 */
export function renderStaticConfig({ port, prefix, root, pageHeaders = [] }: StaticServerOptions): string {
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes auto;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'logs', 'error.log')} warn;
events {
    worker_connections 1024;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    server_tokens off;
    access_log off;
    client_body_temp_path ${path.join(prefix, 'temp', 'body')};
    proxy_temp_path ${path.join(prefix, 'temp', 'proxy')};
    fastcgi_temp_path ${path.join(prefix, 'temp', 'fastcgi')};
    uwsgi_temp_path ${path.join(prefix, 'temp', 'uwsgi')};
    scgi_temp_path ${path.join(prefix, 'temp', 'scgi')};
    gzip on;
    gzip_types text/plain text/css application/javascript application/json image/svg+xml;
    server {
        listen 127.0.0.1:${port} default_server;
        root ${root};
        location / {
            default_type text/html;
        }
        location ${WITH_PAGE_HEADERS}/ {
            alias ${root}/;
            default_type text/html;
${pageHeaders.map(addHeaderLine).join('\n')}
        }
    }
}
`
}

export type RunningNginx = {
  url: string
  pid: number
  /** The master process's error log, for a failure's explanation. */
  errorLog: string
  stop: () => Promise<void>
}

function prepareFolder(prefix: string): string {
  for (const folder of ['logs', 'temp', 'cache']) fs.mkdirSync(path.join(prefix, folder), { recursive: true })
  return path.join(prefix, 'nginx.conf')
}

/** `nginx -t` on a rendered configuration; throws with nginx's explanation when it is not valid. */
export function testNginxConfig(config: string, prefix: string): void {
  const file = prepareFolder(prefix)
  fs.writeFileSync(file, config)
  const result = spawnSync(nginxBinary, ['-t', '-q', '-p', prefix, '-c', file], { encoding: 'utf8' })
  if (result.error) throw new Error(`Cannot run ${nginxBinary}: ${result.error.message} (apt-get install nginx)`)
  if (result.status !== 0) throw new Error(`nginx -t refused ${file}:\n${result.stderr}`)
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Checks and starts nginx in the foreground with this configuration; resolves once it listens. */
export async function startNginx(
  config: string,
  { port, prefix, tls }: { port: number; prefix: string; tls?: EdgeOptions['tls'] },
): Promise<RunningNginx> {
  testNginxConfig(config, prefix)
  const file = path.join(prefix, 'nginx.conf')
  const errorLog = path.join(prefix, 'logs', 'error.log')
  const child = spawn(nginxBinary, ['-p', prefix, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let running = true
  void exited.then(() => (running = false))

  const deadline = Date.now() + 10_000
  while (!(await portAnswers(port))) {
    if (!running || Date.now() > deadline) {
      child.kill('SIGTERM')
      throw new Error(`nginx did not start on port ${port}:\n${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }

  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    pid: child.pid!,
    errorLog,
    stop: async () => {
      if (!running) return
      // QUIT lets workers finish their requests; TERM if they take longer than a few seconds.
      child.kill('SIGQUIT')
      const timer = setTimeout(() => child.kill('SIGTERM'), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Starts deploy/nginx.conf in front of the given app instances. */
export function startEdgeCache(options: EdgeOptions): Promise<RunningNginx> {
  const config = renderEdgeConfig(fs.readFileSync(edgeConfigFile, 'utf8'), options)
  return startNginx(config, options)
}

/** Starts nginx serving the files of `root` as they are, and under `/with-page-headers/` with the pages' headers. */
export function startStaticServer(options: StaticServerOptions): Promise<RunningNginx> {
  return startNginx(renderStaticConfig(options), options)
}
