// The tiles of a photo picker, shared by every upload field: a photo's Remove button, a tile that spins while
// a file uploads, and the tile that opens the file chooser (a visually hidden file input and its label).
import { ImagePlus, Loader2, X } from 'lucide-react';
import { ACCEPTED_IMAGE_TYPES } from '@shared/schemas/upload';
import { cn } from '@web/lib/utils';

/** The round × over a chosen photo; `label` is what a screen reader hears ('Remove photo 2'). */
export function RemovePhotoButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="absolute right-1 top-1 inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-espresso/80 text-cream outline-none hover:bg-espresso focus-visible:ring-2 focus-visible:ring-gold"
    >
      <X className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

export function UploadingSpinner() {
  return <Loader2 className="size-6 animate-spin text-gold-ink" aria-hidden="true" />;
}

export interface PickFilesTileProps {
  inputId: string;
  multiple?: boolean;
  /** Uploading: the tile is dimmed and says so. */
  busy: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy: string;
  /** The tile's word when not uploading: 'Upload', 'Replace', 'Add photos'. */
  text: string;
  onFiles: (files: FileList | null) => void;
}

/** The file input, hidden but focusable, and the dashed tile that is its label. */
export function PickFilesTile({ inputId, multiple = false, busy, disabled = false, invalid = false, describedBy, text, onFiles }: PickFilesTileProps) {
  return (
    <>
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        multiple={multiple}
        disabled={busy || disabled}
        aria-labelledby={`${inputId}-label`}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="peer sr-only"
        onChange={(event) => {
          onFiles(event.target.files);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className={cn(
          'flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-input bg-card p-2 text-center text-xs font-semibold text-muted-foreground transition-colors',
          'hover:border-gold-dark hover:bg-gold-soft/50 hover:text-espresso peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
          (busy || disabled) && 'pointer-events-none opacity-60',
          invalid && 'border-destructive',
        )}
      >
        <ImagePlus className="size-6" aria-hidden="true" />
        <span>{busy ? 'Uploading...' : text}</span>
      </label>
    </>
  );
}

/** Says 'Uploading...' to screen readers while a file uploads. */
export function UploadStatus({ busy }: { busy: boolean }) {
  return (
    <p className="sr-only" role="status">
      {busy ? 'Uploading...' : ''}
    </p>
  );
}
