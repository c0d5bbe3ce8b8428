// The sizes a photo on this site comes in. Uploads are stored as a display size (at most 1600 px a side)
// and a thumbnail (480 px); demo pictures as 800 x 600 with a 400 x 300 thumbnail. A page shows the
// thumbnail in small places and lets the browser choose between both sizes elsewhere.

// Under this site, or under the photo store's public address (S3_PUBLIC_URL).
const UPLOAD = /^((?:https?:\/\/[^\s?#]+)?\/uploads\/[a-f0-9]{24})\.webp$/;
const DEMO = /^((?:https?:\/\/[^\s?#]+)?\/uploads\/demo\/[\w-]+)(?<!-thumb)\.jpg$/;
const UPLOAD_WIDTHS = { thumb: 480, full: 1600 } as const;
const DEMO_WIDTHS = { thumb: 400, full: 800 } as const;

function variantsOf(url: string): { thumb: string; srcSet: string } | null {
  const upload = UPLOAD.exec(url);
  if (upload) return { thumb: `${upload[1]}-thumb.webp`, srcSet: `${upload[1]}-thumb.webp ${UPLOAD_WIDTHS.thumb}w, ${url} ${UPLOAD_WIDTHS.full}w` };
  const demo = DEMO.exec(url);
  if (demo) return { thumb: `${demo[1]}-thumb.jpg`, srcSet: `${demo[1]}-thumb.jpg ${DEMO_WIDTHS.thumb}w, ${url} ${DEMO_WIDTHS.full}w` };
  return null;
}

/** The small variant of a photo this site stored; any other picture as it is. */
export function thumbnailOf(url: string): string {
  return variantsOf(url)?.thumb ?? url;
}

/** 'thumb 480w, full 1600w' for a photo this site stored, for an <img srcset>; undefined for others. */
export function photoSrcSet(url: string): string | undefined {
  return variantsOf(url)?.srcSet;
}
