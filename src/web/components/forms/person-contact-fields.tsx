// Who the team replies to: first and last name, e-mail and phone, asked the same way (labels, autofill,
// the phone's example) by every form that needs a person to reach.
import { registered } from '@web/lib/posted-form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field } from '@web/components/forms/field';
import { Input } from '@web/components/ui/input';

/** The form's own names of the four fields. */
export interface PersonFieldNames<T extends FieldValues> {
  firstName: Path<T>;
  lastName: Path<T>;
  email: Path<T>;
  phone: Path<T>;
}

export interface PersonContactFieldsProps<T extends FieldValues, TOut> {
  form: UseFormReturn<T, unknown, TOut>;
  names: PersonFieldNames<T>;
}

export function PersonContactFields<T extends FieldValues, TOut>({ form, names }: PersonContactFieldsProps<T, TOut>) {
  const error = (name: Path<T>) => form.getFieldState(name, form.formState).error?.message;
  return (
    <>
      <Field label="First Name" required error={error(names.firstName)}>
        {(control) => <Input autoComplete="given-name" {...control} {...registered(form, names.firstName)} />}
      </Field>
      <Field label="Last Name" required error={error(names.lastName)}>
        {(control) => <Input autoComplete="family-name" {...control} {...registered(form, names.lastName)} />}
      </Field>
      <Field label="Email" required error={error(names.email)}>
        {(control) => <Input type="email" inputMode="email" autoComplete="email" {...control} {...registered(form, names.email)} />}
      </Field>
      <Field label="Phone" required error={error(names.phone)}>
        {(control) => <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="(404) 555-0123" {...control} {...registered(form, names.phone)} />}
      </Field>
    </>
  );
}
