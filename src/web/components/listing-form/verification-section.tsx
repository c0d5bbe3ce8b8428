// Verification: the EIN toggle (with the XX-XXXXXXX hint) and the social media rows, stressed as important
// when there is no EIN, since they are then how the team checks the business is real.
import { AlertTriangle, BadgeCheck } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { Field, FieldError } from '@web/components/forms/field';
import type { BusinessFormValues } from './form-values';
import { FormSection } from '@web/components/forms/form-section';
import { SocialRows } from './social-rows';

export function VerificationSection({ idPrefix, einOnFile = false }: { idPrefix: string; einOnFile?: boolean }) {
  const { register, control, formState } = useFormContext<BusinessFormValues>();
  const { errors } = formState;
  const hasEin = useWatch({ control, name: 'hasEin' });
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <FormSection title="Verification & Social Media" icon={BadgeCheck} description="Helps our team confirm your business and helps customers follow you.">
      <div className="flex items-center justify-between gap-4 rounded-xl bg-muted/60 px-4 py-3">
        <Label htmlFor={id('has-ein')} id={id('has-ein-label')} className="leading-snug">
          My business has an EIN (Employer Identification Number)
        </Label>
        <Controller
          control={control}
          name="hasEin"
          render={({ field }) => <Switch id={id('has-ein')} aria-labelledby={id('has-ein-label')} checked={field.value} onCheckedChange={field.onChange} />}
        />
      </div>
      {hasEin && (
        <Field
          id={id('ein')}
          label="EIN"
          error={errors.ein?.message}
          hint={einOnFile ? 'Format: XX-XXXXXXX. An EIN is already on file: leave this blank to keep it.' : 'Format: XX-XXXXXXX. Only our review team sees it.'}
        >
          {(aria) => <Input {...aria} inputMode="numeric" placeholder="XX-XXXXXXX" maxLength={10} autoComplete="off" {...register('ein')} />}
        </Field>
      )}
      <div className="grid gap-3">
        <p className="text-sm font-semibold" id={id('social-label')}>
          Social Media
        </p>
        {!hasEin && (
          <p role="note" className="flex gap-2 rounded-xl border border-ember/30 bg-ember-soft px-3.5 py-3 text-sm text-espresso">
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-ember" aria-hidden="true" />
            <span>
              <strong>Important:</strong> without an EIN, your social media profiles are how we verify your business. Please add at least one.
            </span>
          </p>
        )}
        <Controller
          control={control}
          name="socialMediaPlatforms"
          render={({ field }) => <SocialRows idPrefix={idPrefix} value={field.value} onChange={field.onChange} />}
        />
        <FieldError id={id('social-error')} message={errors.socialMediaPlatforms?.message ?? errors.socialMediaPlatforms?.root?.message} />
      </div>
    </FormSection>
  );
}
