// Where photos are kept: DATA_DIR/uploads on this machine, or an S3-compatible bucket when S3_* is set,
// so that several servers share one store. Names are paths under the store ('ab12.webp',
// 'demo/salon.jpg'); in a bucket they sit under the 'uploads/' prefix, so a photo's URL always ends
// in '/uploads/<name>' wherever it is served from.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { uploadsDirOf, type Config } from '@server/config';
import { isPhotoName } from '@shared/photo-links';

export interface PhotoFile {
  name: string;
  data: Buffer;
  contentType: string;
}

export interface StoredPhoto {
  name: string;
  modifiedMs: number;
}

export interface PhotoStore {
  readonly kind: 'local' | 's3';
  /** Keeps every file or none: a failure removes those already kept, then throws PhotoStorageError. */
  save(files: readonly PhotoFile[]): Promise<void>;
  remove(names: readonly string[]): Promise<void>;
  list(): Promise<StoredPhoto[]>;
  has(name: string): Promise<boolean>;
  /** The file's body, or null when there is none. */
  open(name: string): Promise<{ body: Readable; contentType: string; length?: number } | null>;
  /** The URL pages use: '/uploads/<name>', or under S3_PUBLIC_URL when the bucket is public. */
  urlOf(name: string): string;
  close(): void;
}

/** The photo store could not keep the files (disk full, bucket unreachable): our fault, not the photo's. */
export class PhotoStorageError extends Error {
  constructor(cause: unknown) {
    super('The photo store could not save the image', { cause });
    this.name = 'PhotoStorageError';
  }
}

export function createPhotoStore(config: Pick<Config, 'dataDir' | 's3'>): PhotoStore {
  return config.s3 ? new S3PhotoStore(config.s3) : new LocalPhotoStore(uploadsDirOf(config.dataDir));
}

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif' };

/** Photos never change under their name: browsers and CDNs keep them 30 days. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=2592000, immutable';

const contentTypeOf = (name: string) => CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

/** Names come from our own code or from a URL's path: never one that climbs out of the store. */
function checkedName(name: string): string {
  if (!isPhotoName(name)) throw new Error(`Not a photo name: ${name}`);
  return name;
}

/** Saves the files one by one; on a failure, removes those already saved and throws PhotoStorageError. */
async function saveAllOrNone(store: PhotoStore, files: readonly PhotoFile[], saveOne: (file: PhotoFile) => Promise<void>) {
  const saved: string[] = [];
  try {
    for (const file of files) {
      await saveOne(file);
      saved.push(file.name);
    }
  } catch (error) {
    await store.remove(saved).catch(() => {});
    throw new PhotoStorageError(error);
  }
}

export class LocalPhotoStore implements PhotoStore {
  readonly kind = 'local';
  constructor(readonly dir: string) {}

  async save(files: readonly PhotoFile[]) {
    await saveAllOrNone(this, files, async (file) => {
      const target = path.join(this.dir, checkedName(file.name));
      await fs.mkdir(path.dirname(target), { recursive: true });
      // A half-written file may be there even when writing failed.
      await fs.writeFile(target, file.data).catch(async (error: unknown) => {
        await fs.rm(target, { force: true }).catch(() => {});
        throw error;
      });
    });
  }

  async remove(names: readonly string[]) {
    await Promise.all(names.map((name) => fs.rm(path.join(this.dir, checkedName(name)), { force: true })));
  }

  async list(): Promise<StoredPhoto[]> {
    const entries = await fs.readdir(this.dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const found: StoredPhoto[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat) found.push({ name: path.relative(this.dir, file).split(path.sep).join('/'), modifiedMs: stat.mtimeMs });
    }
    return found;
  }

  async has(name: string) {
    return fs.access(path.join(this.dir, checkedName(name))).then(
      () => true,
      () => false,
    );
  }

  async open(name: string) {
    const file = path.join(this.dir, checkedName(name));
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    return { body: createReadStream(file), contentType: contentTypeOf(name), length: stat.size };
  }

  urlOf(name: string) {
    return `/uploads/${name}`;
  }

  close() {}
}

type S3Settings = NonNullable<Config['s3']>;
const PREFIX = 'uploads/';

export class S3PhotoStore implements PhotoStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicUrl: string | null;

  constructor(settings: S3Settings, extra: Partial<S3ClientConfig> = {}) {
    this.bucket = settings.bucket;
    this.publicUrl = settings.publicUrl?.replace(/\/+$/, '') ?? null;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Self-hosted stores (MinIO, Garage, s3rver) serve a bucket at a path, not a subdomain.
      forcePathStyle: true,
      // Checksums only where S3 demands them: stores other than AWS would otherwise keep the
      // aws-chunked framing inside the object.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      ...extra,
    });
  }

  async save(files: readonly PhotoFile[]) {
    await saveAllOrNone(this, files, async (file) => {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: PREFIX + checkedName(file.name),
          Body: file.data,
          ContentType: file.contentType,
          CacheControl: PHOTO_CACHE_CONTROL,
        }),
      );
    });
  }

  async remove(names: readonly string[]) {
    // DeleteObjects takes up to 1,000 keys a call.
    for (let i = 0; i < names.length; i += 1000) {
      const keys = names.slice(i, i + 1000).map((name) => ({ Key: PREFIX + checkedName(name) }));
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }));
    }
  }

  async list(): Promise<StoredPhoto[]> {
    const found: StoredPhoto[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: PREFIX, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key) found.push({ name: object.Key.slice(PREFIX.length), modifiedMs: object.LastModified?.getTime() ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async has(name: string) {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: PREFIX + checkedName(name) }));
      return true;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return false;
      throw error;
    }
  }

  async open(name: string) {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: PREFIX + checkedName(name) }));
      return { body: object.Body as Readable, contentType: object.ContentType ?? contentTypeOf(name), length: object.ContentLength };
    } catch (error) {
      if (error instanceof NoSuchKey || error instanceof NotFound) return null;
      throw error;
    }
  }

  urlOf(name: string) {
    return this.publicUrl ? `${this.publicUrl}/${PREFIX}${name}` : `/${PREFIX}${name}`;
  }

  close() {
    this.client.destroy();
  }
}
