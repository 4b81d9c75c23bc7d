/**
 * A self-signed certificate for 127.0.0.1, made by openssl, for nginx's HTTPS on loopback:
 * what certbot gives the site's own name in production (docs/operations.md). Browsers that
 * use it are told to accept it (`ignoreHTTPSErrors`, `--ignore-certificate-errors`).
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

export type Certificate = { certificate: string; key: string }

/** Writes `certificate.pem` and `key.pem` into `folder`, valid for a day. */
export function makeLoopbackCertificate(folder: string): Certificate {
  const certificate = path.join(folder, 'certificate.pem')
  const key = path.join(folder, 'key.pem')
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', certificate, '-days', '1', '-subj', '/CN=127.0.0.1'],
      { stdio: 'ignore' },
    )
  } catch (error) {
    throw new Error(`openssl could not make a certificate (apt-get install openssl): ${(error as Error).message}`)
  }
  return { certificate, key }
}
