// Why a form in a dialog was not sent, said inside the dialog next to its buttons: a toast there would
// cover the dialog's title or controls. A title and a line, announced when it appears.
import { CircleAlert } from 'lucide-react';

export interface FormProblem {
  title: string;
  description?: string;
}

export function FormAlert({ problem }: { problem: FormProblem | null }) {
  if (!problem) return null;
  return (
    <div role="alert" className="flex gap-2.5 rounded-xl border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm">
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-bold text-destructive">{problem.title}</p>
        {problem.description && <p className="text-foreground">{problem.description}</p>}
      </div>
    </div>
  );
}
