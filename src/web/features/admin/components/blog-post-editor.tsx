// The 'Create New Blog Post' / 'Edit Blog Post' card for every kind of article (Pop Culture, News, History,
// Get Involved): title, category and content required (else the 'Missing fields' toast), author defaults
// to Admin, an optional image uploaded here (pages show no other site's images), a location and tags that
// the category pages' filter and search find, and for Get Involved the organization panel. New posts are
// published at once. The rules are the shared blog form schema's, which the API applies too.
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Save, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ADMIN_BLOG_CATEGORIES, ARTICLE_LOCATIONS } from '@shared/reference';
import { ARTICLE_MAX_TAGS, GET_INVOLVED_KEY, MISSING_FIELDS, blogFormSchema, type AdminBlog, type BlogCategoryKey } from '@shared/schemas/admin-blogs';
import { isSiteUpload } from '@shared/photo-links';
import { Field } from '@web/components/forms/field';
import { FormOptionSelect } from '@web/components/forms/form-option-select';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/lib/toast';
import { SingleImageUploadField } from '@web/components/single-image-upload-field';
import { useCreateBlog, useUpdateBlog } from '../api/content';
import { BlogOrganizationFields } from './blog-organization-fields';
import { EMPTY_FORM, FIELD_LABELS, formValuesOf, meansMissing, type BlogFormField, type BlogFormInput, type BlogFormOutput } from './blog-form';
import { showServerFieldErrors } from '@web/lib/server-field-errors';

const CATEGORY_OPTIONS = (Object.keys(ADMIN_BLOG_CATEGORIES) as BlogCategoryKey[]).map((key) => ({ value: key, label: ADMIN_BLOG_CATEGORIES[key] }));

/** The field's message; the spec's one message for every missing field reads 'Title is required.' beside it. */
const errorText = (field: BlogFormField, message: string | undefined) => (message === MISSING_FIELDS ? `${FIELD_LABELS[field]} is required.` : message);

export interface BlogPostEditorProps {
  /** The post being edited, or null to create one. */
  post: AdminBlog | null;
  onDone: () => void;
}

export function BlogPostEditor({ post, onDone }: BlogPostEditorProps) {
  const create = useCreateBlog();
  const update = useUpdateBlog();
  const [uploading, setUploading] = useState(false);
  const busy = create.isPending || update.isPending || uploading;
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm<BlogFormInput, unknown, BlogFormOutput>({
    resolver: zodResolver(blogFormSchema),
    defaultValues: post ? formValuesOf(post) : EMPTY_FORM,
  });
  const { errors } = form.formState;
  const getInvolved = useWatch({ control: form.control, name: 'category' }) === GET_INVOLVED_KEY;
  // Images on other sites are no longer shown (the image policy), so such an image is dropped on saving.
  const offSiteImage = post?.imageUrl && !isSiteUpload(post.imageUrl) ? post.imageUrl : null;
  const message = (field: BlogFormField) => errorText(field, errors[field]?.message);

  useEffect(() => {
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form.setFocus('title');
  }, [form]);

  const fail = (error: unknown, fallback: string) => {
    showServerFieldErrors(error, form.setError, (key) => (key in FIELD_LABELS ? (key as BlogFormField) : undefined));
    toast.error('Error', { description: fallback });
  };

  const onSubmit = form.handleSubmit(
    (values) => {
      // The server keeps an organization only with a Get Involved post.
      const saved = { ...values, imageUrl: values.imageUrl ?? undefined };
      if (post) {
        update.mutate(
          { id: post.id, patch: { ...saved, imageUrl: values.imageUrl } },
          {
            onSuccess: (result) => {
              toast.success('Blog updated', { description: `“${result.title}” was saved.` });
              onDone();
            },
            onError: (e) => fail(e, 'Failed to update blog post'),
          },
        );
      } else {
        create.mutate(saved, {
          onSuccess: (result) => {
            toast.success('Blog created', { description: `“${result.title}” is published in ${result.category}.` });
            onDone();
          },
          onError: (e) => fail(e, 'Failed to create blog post'),
        });
      }
    },
    (invalid) => {
      if (Object.values(invalid).some((issue) => meansMissing(issue?.message)))
        toast.error('Missing fields', { description: 'Please fill in all required fields' });
    },
  );

  return (
    <form
      ref={ref}
      onSubmit={onSubmit}
      noValidate
      className="grid scroll-mt-24 gap-4 rounded-2xl border-2 border-gold/60 bg-card p-4 shadow-lift sm:p-6"
      aria-labelledby="blog-editor-title"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 id="blog-editor-title" className="text-xl text-espresso">
            {post ? 'Edit Blog Post' : 'Create New Blog Post'}
          </h3>
          <p className="text-sm text-muted-foreground">
            {post ? 'Changes show on the site as soon as you save.' : 'The post is published as soon as you create it.'}
          </p>
        </div>
        <Button type="button" variant="ghost" size="icon" onClick={onDone} aria-label="Close the editor" disabled={busy}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Field id="blog-title" label="Title" required className="md:col-span-2" error={message('title')}>
          {(aria) => <Input {...aria} {...form.register('title')} maxLength={200} />}
        </Field>
        <Field id="blog-category" label="Category" required error={message('category')}>
          {(aria) => <FormOptionSelect control={form.control} name="category" aria={aria} placeholder="Choose a category" options={CATEGORY_OPTIONS} />}
        </Field>
        <Field id="blog-author" label="Author" error={message('author')}>
          {(aria) => <Input {...aria} {...form.register('author')} placeholder="Admin" maxLength={100} />}
        </Field>
        <Field
          id="blog-location"
          label="Location"
          optional
          error={message('location')}
          hint="Choose a state from the list or type a place with its state’s full name (Atlanta, Georgia) so the location filter finds it."
        >
          {(aria) => (
            <>
              <Input {...aria} {...form.register('location')} list="blog-location-options" maxLength={100} autoComplete="off" />
              <datalist id="blog-location-options">
                {ARTICLE_LOCATIONS.map((place) => (
                  <option key={place} value={place} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field
          id="blog-tags"
          label="Tags"
          optional
          error={message('tags')}
          hint={`Separated by commas, up to ${ARTICLE_MAX_TAGS}. The article search finds a post by its tags.`}
        >
          {(aria) => <Input {...aria} {...form.register('tags')} placeholder="Volunteer, Youth, Food Security" autoComplete="off" />}
        </Field>
        {getInvolved && <BlogOrganizationFields form={form} />}
        <div className="grid content-start gap-2 sm:max-w-xs md:col-span-2">
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field: f }) => (
              <SingleImageUploadField
                label="Image"
                hint="Optional. One picture (JPEG, PNG, WebP…), 10 MB at most, shown on the article card and page."
                value={f.value}
                onChange={(url) => f.onChange(url ?? '')}
                onBusyChange={setUploading}
                error={message('imageUrl')}
              />
            )}
          />
          {offSiteImage && (
            <p className="text-sm text-muted-foreground">
              The current image is on another site ({offSiteImage}), which pages cannot show; saving removes it. Upload a copy here to keep it.
            </p>
          )}
        </div>
        <Field id="blog-content" label="Content" required className="md:col-span-2" error={message('content')}>
          {(aria) => <Textarea {...aria} {...form.register('content')} rows={10} placeholder="Write the article. Leave an empty line between paragraphs." />}
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {post ? 'Save Changes' : 'Create Blog Post'}
        </Button>
      </div>
    </form>
  );
}
