// An image picker that uploads at once (POST /api/uploads): thumbnails with Remove buttons (and, for
// several photos, moved by dragging or by their Move buttons), progress while uploading, and
// 'Upload Error' / 'Failed to upload {filename}' for every file that fails.
import { useId, useState } from 'react';
import { toast } from '@web/lib/toast';
import { isApiError } from '@web/lib/api-client';
import { refusedFiles } from '@web/lib/upload-refusals';
import { useUploadImages } from '@web/lib/upload-images';
import { SitePhoto } from '@web/components/site-photo';
import { PickFilesTile, RemovePhotoButton, UploadingSpinner, UploadStatus } from '@web/components/upload-tiles';
import { formatCount } from '@shared/format-count';
import { usePhotoOrder } from '@web/components/photo-order';

export interface ImageUploadFieldProps {
  label: string;
  hint: string;
  /** Several photos, or one image that a new choice replaces. */
  multiple: boolean;
  max: number;
  value: readonly string[];
  onChange: (urls: string[]) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}

/** The small version the upload made of our own images ('/uploads/x.webp' -> '/uploads/x-thumb.webp'). */
export function ImageUploadField({ label, hint, multiple, max, value, onChange, onBusyChange, error }: ImageUploadFieldProps) {
  const inputId = useId();
  const upload = useUploadImages();
  const [pending, setPending] = useState(0);
  const room = multiple ? max - value.length : 1;

  const onFiles = async (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (!chosen.length) return;
    const files = chosen.slice(0, Math.max(room, 0));
    if (files.length < chosen.length) toast.error('Upload Error', { description: `You can add at most ${formatCount(max, 'image')}.` });
    if (!files.length) return;
    setPending(files.length);
    onBusyChange(true);
    try {
      const answer = await upload.mutateAsync(files);
      for (const failed of answer.failed) toast.error('Upload Error', { description: `Failed to upload ${failed.name}: ${failed.message}` });
      if (answer.urls.length) onChange(multiple ? [...value, ...answer.urls] : answer.urls.slice(0, 1));
    } catch (error) {
      // Every file refused (415 or 413): each gets its own toast, as a partly refused upload's files do.
      const refused = refusedFiles(error);
      for (const failed of refused) toast.error('Upload Error', { description: `Failed to upload ${failed.name}: ${failed.message}` });
      if (!refused.length)
        toast.error('Upload Error', {
          description: isApiError(error) && error.isClientError ? `Failed to upload images. ${error.message}` : 'Failed to upload images',
        });
    } finally {
      setPending(0);
      onBusyChange(false);
    }
  };

  const remove = (url: string) => onChange(value.filter((u) => u !== url));
  const order = usePhotoOrder(value, onChange);
  const busy = pending > 0;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  return (
    <div className="grid gap-2">
      <span className="text-sm font-semibold" id={`${inputId}-label`}>
        {label}
      </span>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label={`Chosen ${label.toLowerCase()}`}>
        {value.map((url, i) => (
          <li key={url} {...(multiple ? order.tileProps(i) : {})} className="grid gap-1 data-dragging:opacity-50">
            <div className="group relative aspect-square overflow-hidden rounded-xl border bg-muted">
              <SitePhoto src={url} alt={`${label} ${i + 1}`} width={96} height={96} thumbnail priority className="size-full object-cover" />
              <RemovePhotoButton label={`Remove ${label.toLowerCase()} ${i + 1}`} onClick={() => remove(url)} />
            </div>
            {multiple && order.moveButtons(i)}
          </li>
        ))}
        {busy &&
          Array.from({ length: pending }, (_, i) => (
            <li key={`pending-${i}`} className="flex aspect-square items-center justify-center rounded-xl border border-dashed bg-muted">
              <UploadingSpinner />
            </li>
          ))}
        {room > 0 || !multiple ? (
          <li className="aspect-square">
            <PickFilesTile
              inputId={inputId}
              multiple={multiple}
              busy={busy}
              invalid={!!error}
              describedBy={error ? `${errorId} ${hintId}` : hintId}
              text={multiple ? 'Add photos' : value.length ? 'Replace' : 'Upload'}
              onFiles={(files) => void onFiles(files)}
            />
          </li>
        ) : null}
      </ul>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <UploadStatus busy={busy} />
      {multiple && order.status}
    </div>
  );
}
