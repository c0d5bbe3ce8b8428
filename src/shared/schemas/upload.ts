// The answer of POST /api/uploads: stored images, and the files that could not be used.
import { z } from 'zod';

export const uploadResponseSchema = z.object({
  urls: z.array(z.string()),
  files: z.array(z.object({ name: z.string(), url: z.string(), thumbnailUrl: z.string() })),
  failed: z.array(z.object({ name: z.string(), message: z.string() })),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif';
export const MAX_UPLOAD_FILES = 10;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
