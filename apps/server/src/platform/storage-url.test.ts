import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { parseStorageUrl } from './storage-url.ts'

const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCY'
const storageOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/xinh-data', ...env }).storage
/** The start-up error for an environment (the test fails when there is none). */
const startupError = (env: Record<string, string>) => {
  try {
    loadConfig({ DATA_DIR: '/tmp/xinh-data', ...env })
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected loadConfig to refuse the environment')
}

describe('STORAGE_URL', () => {
  it('is local disk in DATA_DIR when unset or empty, and the old S3_* variables still work', () => {
    expect(storageOf({})).toEqual({ driver: 'local', root: path.resolve('/tmp/xinh-data') })
    expect(storageOf({ STORAGE_URL: '' })).toEqual({ driver: 'local', root: path.resolve('/tmp/xinh-data') })
    expect(storageOf({ S3_BUCKET: 'xinh', S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      driver: 's3',
      bucket: 'xinh',
      endpoint: 'https://r2.example.com',
      region: 'auto',
      forcePathStyle: true,
    })
  })

  it('names a local folder with file:///', () => {
    expect(storageOf({ STORAGE_URL: 'file:///var/lib/xinh/files' })).toEqual({ driver: 'local', root: '/var/lib/xinh/files' })
    expect(parseStorageUrl('file://localhost/srv/x%20y/')).toEqual({ driver: 'local', root: '/srv/x y' })
  })

  it('reads an s3:// URL: keys, host, bucket and parameters', () => {
    const url = `s3://AKIAXINH:${encodeURIComponent(SECRET)}@r2.example.com:8443/xinh-media?region=apac&path_style=true&public_url=${encodeURIComponent('https://cdn.xinh.vn/')}&private_bucket=xinh-private`
    expect(storageOf({ STORAGE_URL: url })).toEqual({
      driver: 's3',
      bucket: 'xinh-media',
      privateBucket: 'xinh-private',
      region: 'apac',
      endpoint: 'https://r2.example.com:8443',
      accessKeyId: 'AKIAXINH',
      secretAccessKey: SECRET,
      publicUrl: 'https://cdn.xinh.vn',
      forcePathStyle: true,
    })
  })

  it('uses plain HTTP only with s3+http://, the SDK chain without keys, and the region of an AWS host', () => {
    expect(parseStorageUrl('s3+http://minio:minio123@127.0.0.1:9000/xinh')).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'minio',
      secretAccessKey: 'minio123',
      forcePathStyle: false,
      region: 'auto',
    })
    const aws = parseStorageUrl('s3://s3.ap-southeast-1.amazonaws.com/xinh-prod')
    expect(aws).toMatchObject({ endpoint: 'https://s3.ap-southeast-1.amazonaws.com', region: 'ap-southeast-1' })
    expect(aws).toMatchObject({ accessKeyId: undefined, secretAccessKey: undefined, privateBucket: undefined, publicUrl: undefined })
    // the README's examples, public_url written as is
    expect(parseStorageUrl('s3://AKIA:s3cr3t@s3.ap-southeast-1.amazonaws.com/xinh-media?public_url=https://cdn.xinh.vn')).toMatchObject({
      region: 'ap-southeast-1',
      publicUrl: 'https://cdn.xinh.vn',
    })
  })

  it('stops start-up naming STORAGE_URL, without ever repeating the secret', () => {
    const withSecret = (rest: string) => `s3://AKIAXINH:${encodeURIComponent(SECRET)}@${rest}`
    const cases: Array<[string, RegExp]> = [
      ['ftp://host/bucket', /unknown scheme "ftp"/],
      ['not a url', /must be a file:\/\/\/folder, s3:\/\/KEY:SECRET@host\/bucket/],
      ['file:relative/folder', /absolute folder/],
      ['file:///', /not the file-system root/],
      ['file://other-host/srv', /on this machine/],
      [withSecret('host'), /exactly one bucket/],
      [withSecret('host/a/b'), /exactly one bucket/],
      [withSecret('host/Not_A_Bucket'), /bucket name/],
      [withSecret('host/xinh?acl=public-read'), /unknown parameter "acl"/],
      [withSecret('host/xinh?region=a&region=b'), /"region" is given twice/],
      [withSecret('host/xinh?path_style=constructor'), /path_style must be true or false/],
      [withSecret('host/xinh?public_url=javascript:alert(1)'), /public_url must be an http\(s\) base URL/],
      [withSecret('host/xinh?private_bucket=xinh'), /must differ/],
      [withSecret('host/xinh#frag'), /no #fragment/],
      ['s3://AKIAXINH@host/xinh', /both the access key and the secret/],
    ]
    for (const [url, expected] of cases) {
      const message = startupError({ STORAGE_URL: url })
      expect(message, url).toMatch(/^Invalid environment configuration:\n {2}STORAGE_URL: /)
      expect(message, url).toMatch(expected)
      expect(message).not.toContain(SECRET)
      expect(message).not.toContain(encodeURIComponent(SECRET))
    }
  })

  it('refuses STORAGE_URL together with S3_BUCKET rather than guess which one wins', () => {
    const message = startupError({ STORAGE_URL: 'file:///srv/xinh', S3_BUCKET: 'xinh' })
    expect(message).toBe(
      'Invalid environment configuration:\n  STORAGE_URL: set together with S3_BUCKET: keep one (STORAGE_URL replaces the S3_* variables)',
    )
    // the other S3_* variables alone change nothing
    expect(storageOf({ STORAGE_URL: 'file:///srv/xinh', S3_REGION: 'ap-southeast-1' })).toEqual({ driver: 'local', root: '/srv/xinh' })
  })
})
