// Which photo links a form may carry: this site's uploads, and the photo store's when it has a public
// address; never another site's, nor a path that climbs out of the uploads.
import { afterEach, describe, expect, it } from 'vitest';
import { isSiteUpload, isStoredImageUrl } from './photo-links';
import { setPhotoBaseUrl } from './photo-base';

afterEach(() => setPhotoBaseUrl(null));

describe('stored image links', () => {
  it("accept this site's uploads only", () => {
    expect(isStoredImageUrl('/uploads/0123456789abcdef01234567.webp')).toBe(true);
    for (const url of ['https://elsewhere.example/uploads/a.webp', '/uploads/../a.webp', '/uploads/demo/a.jpg', '//elsewhere.example/uploads/a.webp']) {
      expect(isStoredImageUrl(url), url).toBe(false);
    }
    expect(isSiteUpload('/uploads/demo/a.jpg')).toBe(true);
  });

  it("accept the photo store's public address once it is set, and still no other", () => {
    const inBucket = 'https://photos.example.org/engine/uploads/0123456789abcdef01234567.webp';
    expect(isStoredImageUrl(inBucket)).toBe(false);
    setPhotoBaseUrl('https://photos.example.org/engine/');
    expect(isStoredImageUrl(inBucket)).toBe(true);
    expect(isSiteUpload('https://photos.example.org/engine/uploads/demo/a.jpg')).toBe(true);
    expect(isStoredImageUrl('/uploads/0123456789abcdef01234567.webp')).toBe(true);
    for (const url of [
      'https://photos.example.org/other/uploads/a.webp',
      'https://photos.example.org.evil.example/engine/uploads/a.webp',
      'https://photos.example.org/engine/uploads/../a.webp',
    ]) {
      expect(isStoredImageUrl(url), url).toBe(false);
    }
  });
});
