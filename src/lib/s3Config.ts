import type { S3ClientConfig } from '@aws-sdk/client-s3'

/**
 * The S3 client settings from the environment (S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY): one reading for the storage plugin, the health check and backups.
 * Another endpoint than AWS's is addressed by path (MinIO, s3rver and the like).
 */
export function s3ClientConfig(env: NodeJS.ProcessEnv = process.env): S3ClientConfig {
  return {
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    credentials: env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY || '' } : undefined,
  }
}
