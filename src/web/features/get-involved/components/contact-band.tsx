// The foot of Get Involved: the support e-mail and phone for questions about getting involved.
import { Mail, Phone } from 'lucide-react';
import { ContactLink } from '@web/components/contact-link';
import { siteSettings } from '@web/lib/inline-site-settings';

const linkClass =
  'inline-flex min-h-11 max-w-full items-center gap-2 rounded-xl bg-card px-4 font-semibold [overflow-wrap:anywhere] text-espresso shadow-card outline-none transition-colors hover:bg-gold-soft focus-visible:ring-2 focus-visible:ring-ring';

export function ContactBand() {
  return (
    <section aria-labelledby="contact-heading" className="rounded-3xl border bg-gold-soft/50 px-4 py-8 text-center sm:px-6 md:px-10">
      <h2 id="contact-heading" className="text-xl md:text-2xl">
        Questions about getting involved?
      </h2>
      <p className="mt-2 text-muted-foreground">Our community team is happy to help you find the right fit.</p>
      <div className="mt-5 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ContactLink kind="email" value={siteSettings.supportEmail} className={linkClass}>
          <Mail className="size-4 text-gold-ink" aria-hidden="true" />
          {siteSettings.supportEmail}
        </ContactLink>
        <ContactLink kind="phone" value={siteSettings.supportPhone} className={linkClass}>
          <Phone className="size-4 text-gold-ink" aria-hidden="true" />
          {siteSettings.supportPhone}
        </ContactLink>
      </div>
    </section>
  );
}
