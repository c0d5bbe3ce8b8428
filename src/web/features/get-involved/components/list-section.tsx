// A titled part of Get Involved (ways to help, upcoming and past events): its heading names the section.
import type { ReactNode } from 'react';
import { SectionHeading } from '@web/components/section-heading';

export function ListSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <SectionHeading id={id} title={title} note={description} size="page" />
      {children}
    </section>
  );
}
