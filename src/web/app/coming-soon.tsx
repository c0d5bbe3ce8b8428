// Privacy and Terms: not written yet, and saying so plainly ('Coming Soon') with a way to ask meanwhile.
import { Clock } from 'lucide-react';
import { PageHeader } from '@web/components/page-header';
import { Badge } from '@web/components/ui/badge';
import { mailtoHref } from '@web/lib/contact-hrefs';
import { siteSettings } from '@web/lib/inline-site-settings';
import { titleOf } from '@web/lib/page-head';
import type { PageHandle } from './page-handle';

export const privacyPageHandle: PageHandle = { head: () => ({ title: titleOf('Privacy') }) };
export const termsPageHandle: PageHandle = { head: () => ({ title: titleOf('Terms') }) };

function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <section className="container-page py-12 md:py-16">
        <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-3xl border bg-card px-6 py-12 text-center shadow-card">
          <Badge variant="default" className="gap-1.5 px-3 py-1 text-sm">
            <Clock aria-hidden="true" className="size-4" />
            Coming Soon
          </Badge>
          <p className="text-muted-foreground">
            We are putting the finishing touches on this page. Questions in the meantime? Write to{' '}
            <a href={mailtoHref(siteSettings.supportEmail) ?? undefined} className="font-semibold text-gold-ink underline underline-offset-4">
              {siteSettings.supportEmail}
            </a>
            .
          </p>
        </div>
      </section>
    </>
  );
}

export function PrivacyPage() {
  return <ComingSoonPage title="Privacy" />;
}

export function TermsPage() {
  return <ComingSoonPage title="Terms" />;
}
