import { describe, expect, it } from 'vitest';
import { photoSrcSet, thumbnailOf } from './photos';

const upload = '/uploads/0123456789abcdef01234567.webp';

describe('photo variants', () => {
  it('names the thumbnail of an upload and of a demo picture', () => {
    expect(thumbnailOf(upload)).toBe('/uploads/0123456789abcdef01234567-thumb.webp');
    expect(thumbnailOf('/uploads/demo/health-care-2.jpg')).toBe('/uploads/demo/health-care-2-thumb.jpg');
  });

  it('offers both sizes with their widths', () => {
    expect(photoSrcSet(upload)).toBe('/uploads/0123456789abcdef01234567-thumb.webp 480w, /uploads/0123456789abcdef01234567.webp 1600w');
    expect(photoSrcSet('/uploads/demo/event-1.jpg')).toBe('/uploads/demo/event-1-thumb.jpg 400w, /uploads/demo/event-1.jpg 800w');
  });

  it('knows the sizes of a photo kept in the bucket', () => {
    const inBucket = 'https://photos.example.org/engine/uploads/0123456789abcdef01234567.webp';
    expect(thumbnailOf(inBucket)).toBe('https://photos.example.org/engine/uploads/0123456789abcdef01234567-thumb.webp');
    expect(thumbnailOf('https://photos.example.org/engine/uploads/demo/event-1.jpg')).toBe('https://photos.example.org/engine/uploads/demo/event-1-thumb.jpg');
  });

  it('leaves other pictures, and thumbnails themselves, as they are', () => {
    for (const url of [
      'https://example.com/a.webp',
      '/uploads/0123456789abcdef01234567-thumb.webp',
      '/uploads/demo/a-thumb.jpg',
      '/uploads/ABC.webp',
      '/uploads/not-ours.webp',
      '/logo.svg',
    ]) {
      expect(thumbnailOf(url), url).toBe(url);
      expect(photoSrcSet(url), url).toBeUndefined();
    }
  });
});
