// A titled part of Get Involved (ways to help, upcoming and past events): its heading names the section.
import type { ReactNode } from 'react';

export function ListSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <div className="space-y-1">
        <h2 id={id} className="text-2xl md:text-3xl">
          {title}
        </h2>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
