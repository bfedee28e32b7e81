import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

/** s3rver's one built-in account: it checks the access key id, and (SigV4) not the signature. */
export const S3RVER_KEY = 'S3RVER'

/**
 * A real S3-compatible server (s3rver: the S3 REST API over files) on a free loopback port in
 * a temporary folder, with the given buckets, and a client to look into them.
 */
export async function startS3rver(buckets: string[]) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'xinh-s3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    region: 'auto',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  })
  return {
    endpoint,
    host: `127.0.0.1:${port}`,
    /** Every key in a bucket, sorted. */
    async keys(bucket: string, prefix?: string) {
      const keys: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }))
        keys.push(...(page.Contents ?? []).map((o) => o.Key as string))
        token = page.NextContinuationToken
      } while (token)
      return keys.sort()
    },
    head: (bucket: string, key: string) => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })),
    async get(bucket: string, key: string) {
      const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return Buffer.from(await (res.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray())
    },
    async close() {
      client.destroy()
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
