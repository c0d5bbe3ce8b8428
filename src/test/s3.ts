// A real S3-compatible server on loopback (s3rver), with one bucket, for tests of the S3 photo store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestBucket {
  endpoint: string;
  bucket: string;
  /** The bucket's own address, as S3_PUBLIC_URL would give it. */
  publicUrl: string;
  /** The S3_* settings of a server that keeps its photos in this bucket (without S3_PUBLIC_URL). */
  env: Record<string, string>;
  /** The files s3rver keeps for an object's body, to check nothing but the image bytes were stored. */
  directory: string;
  close(): Promise<void>;
}

export async function startTestBucket(bucket = 'engine-photos'): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    publicUrl: `${endpoint}/${bucket}`,
    // s3rver checks signatures made with these keys.
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
