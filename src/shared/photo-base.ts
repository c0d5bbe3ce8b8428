// The photo store's public address, when photos are not served by this site: set once by the server from
// S3_PUBLIC_URL and by the page from its inline settings. Its own small module, so that the home page,
// which sets it, loads none of the rules of photo-links.ts.

let photoBase = '';

/**
 * Where the photo store serves photos when it is not this site: the bucket's public address
 * (S3_PUBLIC_URL), set by the server from its configuration and by the page from the site settings.
 */
export function setPhotoBaseUrl(url: string | null | undefined) {
  photoBase = (url ?? '').replace(/\/+$/, '');
}

/** The '/uploads/...' path of a photo URL of this site or of its photo store. */
export function uploadPath(url: string): string {
  return photoBase && url.startsWith(`${photoBase}/uploads/`) ? url.slice(photoBase.length) : url;
}
