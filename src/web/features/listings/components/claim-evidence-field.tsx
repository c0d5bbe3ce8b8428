// The claim's document photo: uploaded at once into the owner's private folder (only staff can open it),
// so the preview here is the chosen file itself, from this device: the photo has no public address.
import { useEffect, useId } from 'react';
import { isApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { PickFilesTile, RemovePhotoButton, UploadingSpinner, UploadStatus } from '@web/components/upload-tiles';
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
            <RemovePhotoButton label="Remove the document photo" onClick={() => onChange(null)} disabled={disabled} />
          </div>
        )}
        {busy && (
          <div className="flex size-24 shrink-0 items-center justify-center rounded-xl border border-dashed bg-muted">
            <UploadingSpinner />
          </div>
        )}
        <div className="size-24 shrink-0">
          <PickFilesTile
            inputId={inputId}
            busy={busy}
            disabled={disabled}
            describedBy={hintId}
            text={value ? 'Replace' : 'Upload'}
            onFiles={(files) => void onFile(files?.[0])}
          />
        </div>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        A business licence, a utility bill or a card with the business name on it. Only our team sees it, and it is deleted 30 days after we decide.
      </p>
      <UploadStatus busy={busy} />
    </div>
  );
}
