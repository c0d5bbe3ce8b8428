// 'What's Next?': the four steps after an event is submitted (review within 48 hours, contact by
// e-mail or phone, featured on Get Involved).
import { CalendarCheck, ClipboardCheck, Megaphone, MessageCircle, type LucideIcon } from 'lucide-react';

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: ClipboardCheck, title: 'We received your event', text: 'Your submission is saved and waiting for our community team.' },
  { icon: CalendarCheck, title: 'Review within 48 hours', text: 'A real person reads every event to keep the page trustworthy.' },
  { icon: MessageCircle, title: 'We reach out', text: 'We contact you by e-mail or phone if we need anything else.' },
  { icon: Megaphone, title: 'Featured on Get Involved', text: 'Once approved, your event appears on our Get Involved page for everyone to see.' },
];

export function WhatsNext() {
  return (
    <section aria-labelledby="next-heading" className="rounded-3xl border bg-card p-6 shadow-card sm:p-8">
      <h2 id="next-heading" className="mb-5 text-xl">
        What&apos;s Next?
      </h2>
      <ol className="grid gap-5">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-gold-soft font-display font-extrabold text-espresso">
              {i + 1}
            </span>
            <div>
              <h3 className="flex items-center gap-2 text-base font-bold">
                <step.icon className="size-4 text-gold-ink" aria-hidden="true" />
                {step.title}
              </h3>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
