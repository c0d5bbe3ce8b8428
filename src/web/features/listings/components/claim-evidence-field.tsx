// The claim's document photo: uploaded at once into the owner's private folder (only staff can open it),
// so the preview here is the chosen file itself, from this device: the photo has no public address.
import { ImagePlus, Loader2, X } from 'lucide-react';
import { useEffect, useId } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '@shared/schemas/upload';
import { isApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { cn } from '@web/lib/utils';
import { useUploadClaimEvidence } from '../api/upload-claim-evidence';

/** An uploaded document: the id the claim sends, and a blob: URL of the file for the preview. */
export interface ClaimEvidenceChoice {
  id: string;
  previewUrl: string;
}

export interface ClaimEvidenceFieldProps {
  value: ClaimEvidenceChoice | null;
  onChange: (value: ClaimEvidenceChoice | null) => void;
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}

const LABEL = 'Document photo (optional)';

export function ClaimEvidenceField({ value, onChange, onBusyChange, disabled = false }: ClaimEvidenceFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const upload = useUploadClaimEvidence();
  const busy = upload.isPending;

  // A preview's blob: URL is let go once it is replaced, removed, or the form closes.
  useEffect(() => {
    if (!value) return;
    return () => URL.revokeObjectURL(value.previewUrl);
  }, [value]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    onBusyChange(true);
    try {
      const { evidencePhoto } = await upload.mutateAsync(file);
      onChange({ id: evidencePhoto, previewUrl: URL.createObjectURL(file) });
    } catch (error) {
      const why = isApiError(error) && error.isClientError ? `: ${error.message}` : '';
      toast.error('Upload Error', { description: `Failed to upload ${file.name}${why}` });
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <div className="grid gap-2">
      <span className="text-sm font-semibold" id={`${inputId}-label`}>
        {LABEL}
      </span>
      <div className="flex gap-3">
        {value && !busy && (
          <div className="relative size-24 shrink-0 overflow-hidden rounded-xl border bg-muted">
            <img src={value.previewUrl} alt={`${LABEL} 1`} width={96} height={96} className="size-full object-cover" />
            <button
              type="button"
              onClick={() => onChange(null)}
              disabled={disabled}
              className="absolute right-1 top-1 inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-espresso/80 text-cream outline-none hover:bg-espresso focus-visible:ring-2 focus-visible:ring-gold"
            >
              <X className="size-4" aria-hidden="true" />
              <span className="sr-only">Remove the document photo</span>
            </button>
          </div>
        )}
        {busy && (
          <div className="flex size-24 shrink-0 items-center justify-center rounded-xl border border-dashed bg-muted">
            <Loader2 className="size-6 animate-spin text-gold-ink" aria-hidden="true" />
          </div>
        )}
        <div className="size-24 shrink-0">
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            disabled={busy || disabled}
            aria-labelledby={`${inputId}-label`}
            aria-describedby={hintId}
            className="peer sr-only"
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <label
            htmlFor={inputId}
            className={cn(
              'flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-input bg-card p-2 text-center text-xs font-semibold text-muted-foreground transition-colors',
              'hover:border-gold-dark hover:bg-gold-soft/50 hover:text-espresso peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
              (busy || disabled) && 'pointer-events-none opacity-60',
            )}
          >
            <ImagePlus className="size-6" aria-hidden="true" />
            <span>{busy ? 'Uploading...' : value ? 'Replace' : 'Upload'}</span>
          </label>
        </div>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        A business licence, a utility bill or a card with the business name on it. Only our team sees it, and it is deleted 30 days after we decide.
      </p>
      <p className="sr-only" role="status">
        {busy ? 'Uploading...' : ''}
      </p>
    </div>
  );
}
