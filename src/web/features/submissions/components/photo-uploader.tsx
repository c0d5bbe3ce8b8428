// Photos of the business: picked or dropped images are uploaded at once with a progress bar, shown as
// thumbnails that can be removed and put in order (the first is the cover); files the server refuses are
// named in an 'Upload Error' toast each.
import { ImagePlus, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_PHOTOS } from '@shared/schemas/submission';
import { ACCEPTED_IMAGE_TYPES } from '@shared/schemas/upload';
import { toast } from '@web/lib/toast';
import { isApiError } from '@web/lib/api-client';
import { refusedFiles } from '@web/lib/upload-refusals';
import { cn } from '@web/lib/utils';
import { uploadPhotos } from '../api/upload-photos';
import { SitePhoto } from '@web/components/site-photo';
import { RemoveButton } from '@web/components/remove-button';
import { formatCount } from '@shared/format-count';
import { usePhotoOrder } from '@web/components/photo-order';

const MAX_BYTES = 10 * 1024 * 1024;

/** The small copy the server stores beside each display image. */
export interface PhotoUploaderProps {
  value: string[];
  onChange: (urls: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
  error?: string;
}

export function PhotoUploader({ value, onChange, onBusyChange, error }: PhotoUploaderProps) {
  const inputId = useId();
  const [progress, setProgress] = useState<{ count: number; fraction: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  // Uploads finish later: add to the photos as they are then, not as they were when the upload began.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const room = MAX_PHOTOS - value.length;
  const order = usePhotoOrder(value, onChange);

  const upload = async (picked: File[]) => {
    if (!picked.length || progress) return;
    const tooBig = picked.filter((f) => f.size > MAX_BYTES);
    for (const f of tooBig) toast.error('Upload Error', { description: `Failed to upload ${f.name}: this image is larger than 10 MB.` });
    let files = picked.filter((f) => f.size <= MAX_BYTES);
    if (files.length > room) {
      toast.error('Upload Error', { description: `You can add up to ${MAX_PHOTOS} photos. ${files.length - room} were not added.` });
      files = files.slice(0, Math.max(room, 0));
    }
    if (!files.length) return;
    setProgress({ count: files.length, fraction: 0 });
    onBusyChange?.(true);
    try {
      const result = await uploadPhotos(files, (fraction) => setProgress({ count: files.length, fraction }));
      for (const failed of result.failed) toast.error('Upload Error', { description: `Failed to upload ${failed.name}: ${failed.message}` });
      if (result.urls.length) onChange([...latest.current, ...result.urls].slice(0, MAX_PHOTOS));
    } catch (err) {
      // Every file refused (415 or 413): each gets its own toast, as a partly refused upload's files do.
      const refused = refusedFiles(err);
      for (const failed of refused) toast.error('Upload Error', { description: `Failed to upload ${failed.name}: ${failed.message}` });
      const reason = isApiError(err) && err.isClientError ? ` ${err.message}` : '';
      if (!refused.length) toast.error('Upload Error', { description: `Failed to upload images.${reason}` });
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  return (
    <div className="grid gap-4">
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void upload([...e.dataTransfer.files]);
        }}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          'focus-within:ring-2 focus-within:ring-ring',
          dragging ? 'border-ember bg-ember-soft/50' : 'border-input bg-muted/40 hover:border-gold-dark hover:bg-gold-soft/40',
          (room <= 0 || progress) && 'pointer-events-none opacity-60',
          error && 'border-destructive',
        )}
      >
        {progress ? (
          <Loader2 className="size-8 animate-spin text-gold-ink" aria-hidden="true" />
        ) : (
          <ImagePlus className="size-8 text-gold-ink" aria-hidden="true" />
        )}
        <span className="font-semibold text-espresso">{progress ? `Uploading ${formatCount(progress.count, 'photo')}...` : 'Add Photos'}</span>
        <span className="text-sm text-muted-foreground">
          {room > 0
            ? `JPEG, PNG, WebP or HEIC, up to 10 MB each. ${value.length} of ${MAX_PHOTOS} added.`
            : `You have added the maximum of ${MAX_PHOTOS} photos.`}
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES}
          aria-label="Add photos"
          className="sr-only"
          disabled={room <= 0 || Boolean(progress)}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void upload(files);
          }}
        />
      </label>
      {progress && (
        <div
          role="progressbar"
          aria-label="Photo upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress.fraction * 100)}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-gold transition-[width] duration-200" style={{ width: `${Math.max(4, progress.fraction * 100)}%` }} />
        </div>
      )}
      {value.length > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label="Uploaded photos">
          {value.map((url, i) => (
            <li key={url} {...order.tileProps(i)} className="grid gap-1 data-dragging:opacity-50">
              <div className="relative aspect-square overflow-hidden rounded-xl border bg-muted">
                <SitePhoto src={url} alt={`Business photo ${i + 1}`} width={96} height={96} thumbnail priority className="size-full object-cover" />
                {i === 0 && (
                  <span className="absolute bottom-1.5 left-1.5 rounded-full bg-espresso/80 px-2 py-0.5 text-xs font-semibold text-cream">Cover</span>
                )}
                <RemoveButton
                  label={`Remove photo ${i + 1}`}
                  onClick={() => onChange(value.filter((u) => u !== url))}
                  className="absolute right-1 top-1 size-9 bg-espresso/75 text-cream hover:bg-espresso"
                />
              </div>
              {order.moveButtons(i)}
            </li>
          ))}
        </ul>
      )}
      {order.status}
    </div>
  );
}
