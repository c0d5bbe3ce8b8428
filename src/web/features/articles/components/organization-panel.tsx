// The organization panel of a get-involved post: organization, contact, e-mail, phone, location and how to
// get involved, with the Get Involved button that opens the form on the Get Involved page.
import { Building2, HandHeart, Mail, MapPin, Phone, User } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Article } from '@shared/schemas/article';
import { Button } from '@web/components/ui/button';
import { ContactLink } from '@web/components/contact-link';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-8 pl-11">
      <dt className="text-xs font-bold uppercase tracking-wide text-muted-foreground">
        <span className="absolute left-0 top-0.5 flex size-8 items-center justify-center rounded-full bg-gold-soft text-gold-ink [&_svg]:size-4">{icon}</span>
        {label}
      </dt>
      <dd className="font-medium text-foreground [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const linkClass = 'text-ember underline-offset-4 hover:underline outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm';

export function OrganizationPanel({ article, onGetInvolved }: { article: Article; onGetInvolved: () => void }) {
  const place = article.address || article.location;
  return (
    <aside aria-labelledby="organization-heading" className="flex flex-col gap-5 rounded-3xl border bg-card p-6 shadow-card">
      <h2 id="organization-heading" className="text-xl">
        About the organization
      </h2>
      <dl className="flex flex-col gap-4 text-sm">
        {article.organizationName && (
          <Row icon={<Building2 aria-hidden="true" />} label="Organization">
            {article.organizationName}
          </Row>
        )}
        {article.contactPerson && (
          <Row icon={<User aria-hidden="true" />} label="Contact">
            {article.contactPerson}
          </Row>
        )}
        {article.email && (
          <Row icon={<Mail aria-hidden="true" />} label="Email">
            <ContactLink kind="email" value={article.email} className={linkClass} />
          </Row>
        )}
        {article.phone && (
          <Row icon={<Phone aria-hidden="true" />} label="Phone">
            <ContactLink kind="phone" value={article.phone} className={linkClass} />
          </Row>
        )}
        {place && (
          <Row icon={<MapPin aria-hidden="true" />} label="Location">
            {place}
          </Row>
        )}
      </dl>
      {article.involvement && (
        <div className="rounded-2xl bg-gold-soft/60 p-4">
          <h3 className="text-sm font-bold uppercase tracking-wide text-gold-ink">How to get involved</h3>
          <p className="mt-1.5 whitespace-pre-line text-sm text-espresso">{article.involvement}</p>
        </div>
      )}
      <Button size="lg" onClick={onGetInvolved} className="w-full">
        <HandHeart aria-hidden="true" />
        Get Involved
      </Button>
    </aside>
  );
}
