// The organization panel of a Get Involved post in the staff editor: organization and how to get involved
// required, an e-mail address or a phone number (or both) to reach them, contact person and address optional.
import { Building2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@web/components/forms/field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import type { BlogFormInput, BlogFormOutput } from './blog-form';

export function BlogOrganizationFields({ form }: { form: UseFormReturn<BlogFormInput, unknown, BlogFormOutput> }) {
  const { errors } = form.formState;
  return (
    <fieldset className="grid gap-4 rounded-2xl border bg-gold-soft/30 p-4 md:col-span-2 md:grid-cols-2 sm:p-5">
      <legend className="flex items-center gap-2 px-1 font-display text-lg font-bold text-espresso">
        <Building2 className="size-5 text-gold-ink" aria-hidden="true" />
        Organization
      </legend>
      <p className="-mt-1 text-sm text-muted-foreground md:col-span-2">
        Shown beside the post with its Get Involved button. Give an e-mail address, a phone number or both so people can reach them.
      </p>
      <Field id="blog-organizationName" label="Organization" required error={errors.organizationName?.message}>
        {(aria) => <Input {...aria} {...form.register('organizationName')} maxLength={200} autoComplete="organization" />}
      </Field>
      <Field id="blog-contactPerson" label="Contact person" optional error={errors.contactPerson?.message}>
        {(aria) => <Input {...aria} {...form.register('contactPerson')} maxLength={100} autoComplete="off" />}
      </Field>
      <Field id="blog-email" label="Email" error={errors.email?.message}>
        {(aria) => <Input {...aria} {...form.register('email')} type="email" inputMode="email" maxLength={254} autoComplete="off" />}
      </Field>
      <Field id="blog-phone" label="Phone" error={errors.phone?.message}>
        {(aria) => <Input {...aria} {...form.register('phone')} type="tel" inputMode="tel" maxLength={30} placeholder="(404) 555-0123" autoComplete="off" />}
      </Field>
      <Field id="blog-address" label="Address" optional className="md:col-span-2" error={errors.address?.message}>
        {(aria) => <Input {...aria} {...form.register('address')} maxLength={300} placeholder="Street, city, state ZIP" autoComplete="off" />}
      </Field>
      <Field
        id="blog-involvement"
        label="How to get involved"
        required
        className="md:col-span-2"
        hint="Roles, times and what to expect, in a few sentences."
        error={errors.involvement?.message}
      >
        {(aria) => <Textarea {...aria} {...form.register('involvement')} rows={3} maxLength={2000} />}
      </Field>
    </fieldset>
  );
}
