// The 'Submit {category} Article' dialog: author, e-mail, title and content required, location and tags
// optional; sent for admin review, thanked with the spec's toast; a failure is said in the dialog. Used on
// the category pages and Get Involved.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ArticleCategory } from '@shared/reference';
import {
  BLOG_REQUEST_FAILED,
  BLOG_REQUEST_SUBMITTED,
  BLOG_REQUEST_SUBMITTED_DETAIL,
  blogRequestSchema,
  type BlogRequestData,
  type BlogRequestInput,
} from '@shared/schemas/blog-request';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/lib/toast';
import { isApiError } from '@web/lib/api-client';
import { useCreateBlogRequest } from './create-blog-request';
import { Field } from '@web/components/forms/field';
import { CommunityFormDialog, type PageFormTarget } from './community-form-dialog';
import { pick, usePostedFields, registered, useResetOnOpen } from '@web/lib/posted-form';
import { amongFields, showServerFieldErrors } from '@web/lib/server-field-errors';
import type { DialogOpenProps } from '@web/components/dialog-open-props';

const FIELDS = ['author', 'email', 'title', 'content', 'location', 'tags'] as const;

export interface BlogRequestDialogProps extends DialogOpenProps {
  category: ArticleCategory;
  /** Where focus returns when the dialog closes (the button that opened it). */
  returnFocusTo: () => HTMLElement | null;
  target: PageFormTarget;
}

export function BlogRequestDialog({ category, open, onOpenChange: setOpen, returnFocusTo, target }: BlogRequestDialogProps) {
  const mutation = useCreateBlogRequest();
  const empty: BlogRequestInput = { category, author: '', email: '', title: '', content: '', location: '', tags: '' };
  const posted = usePostedFields('blog-request', (sent): BlogRequestInput => ({ ...empty, ...pick(sent, FIELDS) }));
  const form = useForm<BlogRequestInput, unknown, BlogRequestData>({
    resolver: zodResolver(blogRequestSchema),
    defaultValues: posted?.values ?? empty,
    errors: posted?.errors,
  });
  const { errors } = form.formState;

  const onValid = (values: BlogRequestData) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast.success(BLOG_REQUEST_SUBMITTED, { description: BLOG_REQUEST_SUBMITTED_DETAIL });
        form.reset(empty);
        setOpen(false);
      },
      onError: (error) => showServerFieldErrors(error, form.setError, amongFields(FIELDS)),
    });
  const { error } = mutation;
  // Each opening starts without the last opening's failure.
  useResetOnOpen(open, false, mutation.reset);

  return (
    <CommunityFormDialog
      open={open}
      onOpenChange={setOpen}
      title={<>Submit {category} Article</>}
      description="Share your story with the community. Our admin team reviews every article before it is published."
      pending={mutation.isPending}
      onSubmit={form.handleSubmit(onValid)}
      submitLabel="Submit Article"
      target={target}
      problem={error && { title: 'Error', description: isApiError(error) && error.status === 429 ? error.message : BLOG_REQUEST_FAILED }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo()?.focus();
      }}
    >
      <input type="hidden" name="category" value={category} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Your Name" required error={errors.author?.message}>
          {(control) => <Input autoComplete="name" {...control} {...registered(form, 'author')} />}
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          {(control) => <Input type="email" autoComplete="email" inputMode="email" {...control} {...registered(form, 'email')} />}
        </Field>
      </div>
      <Field label="Article Title" required error={errors.title?.message}>
        {(control) => <Input {...control} {...registered(form, 'title')} />}
      </Field>
      <Field label="Content" required error={errors.content?.message} hint="Separate paragraphs with a blank line.">
        {(control) => <Textarea rows={8} className="min-h-40" {...control} {...registered(form, 'content')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Location" error={errors.location?.message} hint="Optional, e.g. Atlanta, Georgia">
          {(control) => <Input autoComplete="address-level2" {...control} {...registered(form, 'location')} />}
        </Field>
        <Field label="Tags" error={errors.tags?.message} hint="Optional, separated by commas">
          {(control) => <Input placeholder="music, culture" {...control} {...registered(form, 'tags')} />}
        </Field>
      </div>
    </CommunityFormDialog>
  );
}
