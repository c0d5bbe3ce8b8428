// Under a decided request: who decided, when, and the feedback or notes that were sent.
import { formatDateTime } from '../lib/format';

export function DecisionNote({ label, by, at, text }: { label: string; by?: string | null; at?: string | null; text?: string | null }) {
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
