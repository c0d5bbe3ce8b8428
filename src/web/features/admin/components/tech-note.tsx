// A Site Management tool's technical detail, kept apart from its plain explanation: one small line
// staff can pass on to whoever runs the server.
import { Wrench } from 'lucide-react';
import type { ReactNode } from 'react';

export function TechNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
      <Wrench className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">
        <span className="font-semibold">For your technical person:</span> {children}
      </span>
    </p>
  );
}
