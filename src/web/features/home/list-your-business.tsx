// The invitation to business owners at the foot of the home page: list a business, or follow one listed.
import { ArrowRight, ClipboardCheck, Store } from 'lucide-react';
import { paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';

export function ListYourBusiness() {
  return (
    <section aria-labelledby="list-heading" className="container-page pb-12 md:pb-20">
      <div className="relative overflow-hidden rounded-3xl bg-espresso px-6 py-10 text-cream shadow-lift sm:px-10 md:px-14 md:py-14">
        <div aria-hidden="true" className="absolute -right-20 -top-24 size-80 rounded-full bg-gold/25 blur-3xl" />
        <div className="relative grid items-center gap-8 md:grid-cols-[1.4fr_1fr]">
          <div className="flex flex-col gap-4">
            <p className="inline-flex items-center gap-2 text-sm font-bold uppercase tracking-[0.16em] text-gold">
              <Store className="size-4" aria-hidden="true" />
              For business owners
            </p>
            <h2 id="list-heading" className="text-3xl text-cream md:text-4xl">
              Put your business in front of the community
            </h2>
            <p className="max-w-lg text-[#e9dfcf]">
              Tell us about your business, no account required. Our team reviews every listing within 48 hours, and you can follow along with your listing
              number.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col md:items-stretch">
            <ButtonLink size="lg" className="md:w-full" to={paths.listBusiness}>
              List Your Business
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink
              size="lg"
              variant="outline"
              className="border-white/25 bg-transparent text-cream hover:border-gold hover:bg-white/5 md:w-full"
              to={paths.checkStatus}
            >
              <ClipboardCheck aria-hidden="true" />
              Check Status
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
