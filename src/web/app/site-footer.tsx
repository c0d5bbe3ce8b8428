// The footer: support contacts under 'Questions or Community Support?', the legal links and the copyright.
import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@web/components/logo';
import { mailtoHref, telHref } from '@web/lib/contact-hrefs';
import { siteSettings } from '@web/lib/inline-site-settings';
import { paths } from '@shared/paths';
import { mainNav } from '@web/main-nav';

const linkClass =
  'rounded-md text-[#e9dfcf] underline-offset-4 transition-colors hover:text-gold-light hover:underline outline-none focus-visible:ring-2 focus-visible:ring-gold';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-espresso text-cream">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.2fr_1fr_1fr] md:py-14">
        <div className="flex flex-col gap-4">
          <Logo tone="light" />
          <p className="max-w-xs text-sm text-[#d9cbb5]">
            A home for Black-owned and community businesses, and the stories, history and events that bring us together.
          </p>
        </div>

        <section aria-labelledby="footer-support" className="flex flex-col gap-3">
          <h2 id="footer-support" className="text-base font-bold text-cream">
            Questions or Community Support?
          </h2>
          <a href={mailtoHref(siteSettings.supportEmail) ?? undefined} className={`${linkClass} inline-flex min-h-11 w-fit items-center gap-2.5 md:min-h-8`}>
            <Mail className="size-4 text-gold" aria-hidden="true" />
            {siteSettings.supportEmail}
          </a>
          <a href={telHref(siteSettings.supportPhone) ?? undefined} className={`${linkClass} inline-flex min-h-11 w-fit items-center gap-2.5 md:min-h-8`}>
            <Phone className="size-4 text-gold" aria-hidden="true" />
            {siteSettings.supportPhone}
          </a>
        </section>

        <nav aria-label="Footer" className="flex flex-col gap-3">
          <h2 className="text-base font-bold text-cream">Discover</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm md:grid-cols-1">
            {[...mainNav, { label: 'List Your Business', to: paths.listBusiness }, { label: 'Business Owner Sign In', to: paths.account }].map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={`${linkClass} inline-flex min-h-11 items-center md:min-h-7`}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col-reverse gap-3 py-5 text-sm text-[#d9cbb5] sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {siteSettings.name}
          </p>
          <ul className="flex gap-5">
            <li>
              <Link to={paths.privacy} className={`${linkClass} inline-flex min-h-11 items-center sm:min-h-8`}>
                Privacy
              </Link>
            </li>
            <li>
              <Link to={paths.terms} className={`${linkClass} inline-flex min-h-11 items-center sm:min-h-8`}>
                Terms
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
