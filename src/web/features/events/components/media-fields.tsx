// Media & Content: event photos and the organization logo (uploaded at once) and an article about the
// issue (label says max 500 words; hard limit 3000 characters, with a counter).
import { ImageIcon } from 'lucide-react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { EVENT_ARTICLE_MAX, EVENT_MAX_PHOTOS, type EventData, type EventInput } from '@shared/schemas/event';
import { Field } from '@web/components/forms/field';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/utils';
import { FormSection } from '@web/components/forms/form-section';
import { ImageUploadField } from '@web/components/image-upload-field';
import { SingleImageUploadField } from '@web/components/single-image-upload-field';
import { formatCount } from '@shared/format-count';

export function MediaFields({ onBusyChange }: { onBusyChange: (field: 'photos' | 'logo', busy: boolean) => void }) {
  const { register, control, formState } = useFormContext<EventInput, unknown, EventData>();
  const { errors } = formState;
  const { field: photos } = useController({ control, name: 'eventPhotos' });
  const { field: logo } = useController({ control, name: 'organizationLogo' });
  const article = useWatch({ control, name: 'article' }) ?? '';
  const words = article.trim() ? article.trim().split(/\s+/).length : 0;
  const nearLimit = article.length >= EVENT_ARTICLE_MAX * 0.9;

  return (
    <FormSection
      id="event-media"
      columns={2}
      icon={ImageIcon}
      title="Media & Content"
      description="Photos, your logo and the story behind the event. All optional."
    >
      <div className="sm:col-span-2">
        <ImageUploadField
          label="Event Photos"
          hint={`Up to ${EVENT_MAX_PHOTOS} images (JPEG, PNG, WebP…), 10 MB each.`}
          multiple
          max={EVENT_MAX_PHOTOS}
          value={photos.value ?? []}
          onChange={photos.onChange}
          onBusyChange={(busy) => onBusyChange('photos', busy)}
          error={errors.eventPhotos?.message ?? errors.eventPhotos?.[0]?.message}
        />
      </div>
      <div className="sm:col-span-2">
        <SingleImageUploadField
          label="Organization Logo"
          hint="One image, square works best."
          value={logo.value}
          onChange={logo.onChange}
          onBusyChange={(busy) => onBusyChange('logo', busy)}
          error={errors.organizationLogo?.message}
        />
      </div>
      <Field
        label="Article about the issue (max 500 words)"
        error={errors.article?.message}
        className="sm:col-span-2"
        aside={
          <span className={cn('text-xs tabular-nums', nearLimit ? 'font-semibold text-ember' : 'text-muted-foreground')}>
            {formatCount(words, 'word')} · {article.length}/{EVENT_ARTICLE_MAX}
          </span>
        }
        hint={`Tell the community why this matters. Up to ${formatCount(EVENT_ARTICLE_MAX)} characters.`}
      >
        {(c) => <Textarea rows={8} maxLength={EVENT_ARTICLE_MAX} className="min-h-44" {...c} {...register('article')} />}
      </Field>
    </FormSection>
  );
}
