// Under a decided request: who decided, when, and the feedback or notes that were sent; on a card, or
// boxed under its details.
import { formatDateTime } from '../lib/format';

export interface DecisionNoteProps {
  label: string;
  by?: string | null;
  at?: string | null;
  text?: string | null;
}

export function DecisionNote({ label, by, at, text }: DecisionNoteProps) {
  if (!at && !text) return null;
  return (
    <p className="grid gap-1">
      <span className="font-semibold text-foreground">
        {label}
        {by ? ` by ${by}` : ''}
        {at ? ` on ${formatDateTime(at)}` : ''}
      </span>
      {text && <span className="whitespace-pre-wrap break-words text-muted-foreground">&ldquo;{text}&rdquo;</span>}
    </p>
  );
}

/** The decision under a request's details, in its grey box (nothing when there is none to show). */
export function DecisionBox(props: DecisionNoteProps) {
  if (!props.at && !props.text) return null;
  return (
    <div className="rounded-xl bg-muted/70 p-4 text-sm">
      <DecisionNote {...props} />
    </div>
  );
}
