// Where photos are kept: DATA_DIR/uploads on this machine, or an S3-compatible bucket when S3_* is set,
// so that several servers share one store. Names are paths under the store ('ab12.webp',
// 'demo/salon.jpg'); in a bucket they sit under the 'uploads/' prefix, so a photo's URL always ends
// in '/uploads/<name>' wherever it is served from. Private areas (claim evidence) sit beside it, in
// DATA_DIR/private/<area> or under 'private/<area>/': no public route serves them and no URL names them.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
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

/** Files of one area of the store; a private area (see PhotoStore.privateArea) has nothing more. */
export interface PrivateFiles {
  /** Keeps every file or none: a failure removes those already kept, then throws PhotoStorageError. */
  save(files: readonly PhotoFile[]): Promise<void>;
  remove(names: readonly string[]): Promise<void>;
  list(): Promise<StoredPhoto[]>;
  has(name: string): Promise<boolean>;
  /** The file's body, or null when there is none. */
  open(name: string): Promise<{ body: Readable; contentType: string; length?: number } | null>;
}

export interface PhotoStore extends PrivateFiles {
  readonly kind: 'local' | 's3';
  /** The URL pages use: '/uploads/<name>', or under S3_PUBLIC_URL when the bucket is public. */
  urlOf(name: string): string;
  /** A private area beside the photos: never served under /uploads/, never given a URL, stored with no caching. */
  privateArea(area: string): PrivateFiles;
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
/** Private files (a claimant's ID) are kept by no browser or proxy. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The private areas there are: each is backed up and restored with the photos. */
export const PRIVATE_AREAS = ['claim-evidence'] as const;
export type PrivateAreaName = (typeof PRIVATE_AREAS)[number];

/** A private area's name: one folder ('claim-evidence'). */
function checkedArea(area: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(area)) throw new Error(`Not an area name: ${area}`);
  return area;
}

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

interface LocalAreaOptions {
  /** Where private areas go: by default 'private' beside the store's folder (DATA_DIR/private). */
  privateRoot?: string;
  /** A private area: its folders are made for the server's user alone, and it has no areas of its own. */
  isPrivate?: boolean;
}

export class LocalPhotoStore implements PhotoStore {
  readonly kind = 'local';
  private readonly privateRoot: string;
  private readonly isPrivate: boolean;

  constructor(
    readonly dir: string,
    { privateRoot = path.join(path.dirname(dir), 'private'), isPrivate = false }: LocalAreaOptions = {},
  ) {
    this.privateRoot = privateRoot;
    this.isPrivate = isPrivate;
  }

  async save(files: readonly PhotoFile[]) {
    await saveAllOrNone(this, files, async (file) => {
      const target = path.join(this.dir, checkedName(file.name));
      await fs.mkdir(path.dirname(target), { recursive: true, ...(this.isPrivate && { mode: 0o700 }) });
      // A half-written file may be there even when writing failed.
      await fs.writeFile(target, file.data, this.isPrivate ? { mode: 0o600 } : undefined).catch(async (error: unknown) => {
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
    if (this.isPrivate) throw new Error('Files of a private area have no URL');
    return `/uploads/${name}`;
  }

  privateArea(area: string): PrivateFiles {
    if (this.isPrivate) throw new Error('A private area has no areas of its own');
    return new LocalPhotoStore(path.join(this.privateRoot, checkedArea(area)), { isPrivate: true });
  }

  close() {}
}

type S3Settings = NonNullable<Config['s3']>;
const PREFIX = 'uploads/';

/** A private area of a bucket: the store's client, under its own prefix. */
interface S3Area {
  client: Promise<S3Client>;
  prefix: string;
}

/** The AWS SDK (about 20 MB resident) is loaded by a server whose photos are in a bucket, at the first use. */
const s3Sdk = () => import('@aws-sdk/client-s3');

export class S3PhotoStore implements PhotoStore {
  readonly kind = 's3';
  private readonly client: Promise<S3Client>;
  private readonly bucket: string;
  private readonly publicUrl: string | null;
  private readonly prefix: string;

  constructor(
    private readonly settings: S3Settings,
    extra: Partial<S3ClientConfig> = {},
    private readonly area?: S3Area,
  ) {
    this.bucket = settings.bucket;
    this.prefix = area?.prefix ?? PREFIX;
    // A private area never has a public address, whatever S3_PUBLIC_URL says.
    this.publicUrl = area ? null : (settings.publicUrl?.replace(/\/+$/, '') ?? null);
    this.client =
      area?.client ??
      s3Sdk().then(
        ({ S3Client }) =>
          new S3Client({
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
          }),
      );
  }

  async save(files: readonly PhotoFile[]) {
    const [client, { PutObjectCommand }] = await Promise.all([this.client, s3Sdk()]);
    await saveAllOrNone(this, files, async (file) => {
      await client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.prefix + checkedName(file.name),
          Body: file.data,
          ContentType: file.contentType,
          CacheControl: this.area ? PRIVATE_CACHE_CONTROL : PHOTO_CACHE_CONTROL,
        }),
      );
    });
  }

  async remove(names: readonly string[]) {
    const [client, { DeleteObjectsCommand }] = await Promise.all([this.client, s3Sdk()]);
    // DeleteObjects takes up to 1,000 keys a call.
    for (let i = 0; i < names.length; i += 1000) {
      const keys = names.slice(i, i + 1000).map((name) => ({ Key: this.prefix + checkedName(name) }));
      await client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }));
    }
  }

  async list(): Promise<StoredPhoto[]> {
    const [client, { ListObjectsV2Command }] = await Promise.all([this.client, s3Sdk()]);
    const found: StoredPhoto[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key) found.push({ name: object.Key.slice(this.prefix.length), modifiedMs: object.LastModified?.getTime() ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async has(name: string) {
    const [client, { HeadObjectCommand, NoSuchKey, NotFound }] = await Promise.all([this.client, s3Sdk()]);
    try {
      await client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.prefix + checkedName(name) }));
      return true;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return false;
      throw error;
    }
  }

  async open(name: string) {
    const [client, { GetObjectCommand, NoSuchKey, NotFound }] = await Promise.all([this.client, s3Sdk()]);
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + checkedName(name) }));
      return { body: object.Body as Readable, contentType: object.ContentType ?? contentTypeOf(name), length: object.ContentLength };
    } catch (error) {
      if (error instanceof NoSuchKey || error instanceof NotFound) return null;
      throw error;
    }
  }

  urlOf(name: string) {
    if (this.area) throw new Error('Files of a private area have no URL');
    return this.publicUrl ? `${this.publicUrl}/${PREFIX}${name}` : `/${PREFIX}${name}`;
  }

  privateArea(area: string): PrivateFiles {
    if (this.area) throw new Error('A private area has no areas of its own');
    return new S3PhotoStore(this.settings, {}, { client: this.client, prefix: `private/${checkedArea(area)}/` });
  }

  close() {
    // A private area shares the store's client, which the store closes.
    if (!this.area) void this.client.then((client) => client.destroy());
  }
}
