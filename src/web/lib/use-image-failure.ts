// Whether an image failed to load, for the placeholders that take a broken photo's place. A server-rendered
// image may fail before React is listening, so an image that has finished with no pixels when it mounts
// counts as failed too.
import { useCallback, useState } from 'react';

export function useImageFailure(src: string | null | undefined) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useCallback(
    (image: HTMLImageElement | null) => {
      if (src && image?.complete && image.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );
  const onError = useCallback(() => setFailedSrc(src ?? null), [src]);
  return { failed: Boolean(src) && failedSrc === src, imageProps: { ref, onError } };
}
