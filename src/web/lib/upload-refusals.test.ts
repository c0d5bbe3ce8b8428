import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { refusedFiles } from './upload-refusals';

describe('refusedFiles', () => {
  it("reads each file's reason from a refused upload", () => {
    const error = new ApiError(415, 'unsupported_media_type', 'notes.jpg: This file is not an image.', { 'notes.jpg': 'This file is not an image.' });
    expect(refusedFiles(error)).toEqual([{ name: 'notes.jpg', message: 'This file is not an image.' }]);
  });

  it('names no file for other errors', () => {
    expect(refusedFiles(new ApiError(413, 'payload_too_large', 'At most 10 images at a time.'))).toEqual([]);
    expect(refusedFiles(new ApiError(429, 'rate_limited', 'Too many requests.', { x: 'y' }))).toEqual([]);
    expect(refusedFiles(new Error('offline'))).toEqual([]);
  });
});
