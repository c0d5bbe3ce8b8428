// One titled section of the event form (Event Information, Contact Information, Media & Content).
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function FormSection({ id, icon: Icon, title, description, children }: { id: string; icon: LucideIcon; title: string; description: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border bg-card p-5 shadow-card sm:p-7">
      <div className="mb-6 flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gold-soft text-gold-ink">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={id} className="text-xl md:text-2xl">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}
