// The 'Create New Blog Post' / 'Edit Blog Post' card: title, category and content required (else the
// 'Missing fields' toast), author defaults to Admin, an optional image uploaded here (pages show no other
// site's images). New posts are published at once.
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Save, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { ADMIN_BLOG_CATEGORIES } from '@shared/reference';
import { BLOG_CATEGORY_KEYS, blogInputSchema, MISSING_FIELDS, type AdminBlog } from '@shared/schemas/admin-content';
import { isSiteUpload } from '@shared/schemas/stored-image';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/lib/toast';
import { isApiError } from '@web/lib/api-client';
import { ImageUploadField } from '@web/components/image-upload-field';
import { useCreateBlog, useUpdateBlog } from '../api/content';

const GET_INVOLVED = 'get-involved';
const formSchema = blogInputSchema.extend({ category: z.enum([...BLOG_CATEGORY_KEYS, GET_INVOLVED], { error: MISSING_FIELDS }) });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const LABELS = { title: 'Title', category: 'Category', content: 'Content', author: 'Author', imageUrl: 'Image' } as const;

const categoryKey = (stored: string) =>
  (Object.entries(ADMIN_BLOG_CATEGORIES).find(([, name]) => name === stored)?.[0] as FormInput['category'] | undefined) ??
  (stored === 'Get Involved' ? GET_INVOLVED : undefined);

const errorText = (errors: FieldErrors<FormInput>, field: keyof typeof LABELS) => {
  const message = errors[field]?.message;
  return message === MISSING_FIELDS ? `${LABELS[field]} is required.` : message;
};

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
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: post
      ? {
          title: post.title,
          content: post.content,
          category: categoryKey(post.category),
          author: post.author,
          imageUrl: post.imageUrl && isSiteUpload(post.imageUrl) ? post.imageUrl : '',
        }
      : { title: '', content: '', category: undefined, author: '', imageUrl: '' },
  });
  const { errors } = form.formState;
  // Images on other sites are no longer shown (the image policy), so such an image is dropped on saving.
  const offSiteImage = post?.imageUrl && !isSiteUpload(post.imageUrl) ? post.imageUrl : null;

  useEffect(() => {
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form.setFocus('title');
  }, [form]);

  const fail = (error: unknown, fallback: string) => {
    if (isApiError(error) && Object.keys(error.fields).length) {
      for (const [field, message] of Object.entries(error.fields)) if (field in LABELS) form.setError(field as keyof FormInput, { message });
    }
    toast.error('Error', { description: fallback });
  };

  const onSubmit = form.handleSubmit(
    (values) => {
      const { category, ...rest } = values;
      if (post) {
        const patch = category === GET_INVOLVED ? rest : { ...rest, category };
        update.mutate(
          { id: post.id, patch },
          {
            onSuccess: (saved) => {
              toast.success('Blog updated', { description: `“${saved.title}” was saved.` });
              onDone();
            },
            onError: (e) => fail(e, 'Failed to update blog post'),
          },
        );
      } else if (category !== GET_INVOLVED) {
        create.mutate(
          { ...rest, imageUrl: rest.imageUrl ?? undefined, category },
          {
            onSuccess: (saved) => {
              toast.success('Blog created', { description: `“${saved.title}” is published in ${saved.category}.` });
              onDone();
            },
            onError: (e) => fail(e, 'Failed to create blog post'),
          },
        );
      }
    },
    (invalid) => {
      const missing = (['title', 'category', 'content'] as const).some((f) => invalid[f]?.message === MISSING_FIELDS);
      if (missing) toast.error('Missing fields', { description: 'Please fill in all required fields' });
    },
  );

  const field = (name: keyof typeof LABELS) => ({
    id: `blog-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `blog-${name}-error` : undefined,
  });
  const error = (name: keyof typeof LABELS) =>
    errors[name] && (
      <p id={`blog-${name}-error`} className="text-sm font-medium text-destructive">
        {errorText(errors, name)}
      </p>
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
        <div className="grid content-start gap-2 md:col-span-2">
          <Label htmlFor="blog-title">
            Title
            <span className="text-destructive" aria-hidden="true">
              *
            </span>
          </Label>
          <Input {...field('title')} {...form.register('title')} maxLength={200} />
          {error('title')}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="blog-category">
            Category
            <span className="text-destructive" aria-hidden="true">
              *
            </span>
          </Label>
          <Controller
            control={form.control}
            name="category"
            render={({ field: f }) => (
              <Select value={f.value ?? ''} onValueChange={f.onChange} disabled={f.value === GET_INVOLVED}>
                <SelectTrigger {...field('category')} ref={f.ref}>
                  <SelectValue placeholder="Choose a category" />
                </SelectTrigger>
                <SelectContent>
                  {Object.entries(ADMIN_BLOG_CATEGORIES).map(([key, name]) => (
                    <SelectItem key={key} value={key}>
                      {name}
                    </SelectItem>
                  ))}
                  {f.value === GET_INVOLVED && <SelectItem value={GET_INVOLVED}>Get Involved</SelectItem>}
                </SelectContent>
              </Select>
            )}
          />
          {error('category')}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="blog-author">Author</Label>
          <Input {...field('author')} {...form.register('author')} placeholder="Admin" maxLength={100} />
          {error('author')}
        </div>
        <div className="grid content-start gap-2 sm:max-w-xs md:col-span-2">
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field: f }) => (
              <ImageUploadField
                label="Image"
                hint="Optional. One picture (JPEG, PNG, WebP…), 10 MB at most, shown on the article card and page."
                multiple={false}
                max={1}
                value={f.value ? [f.value] : []}
                onChange={(urls) => f.onChange(urls[0] ?? '')}
                onBusyChange={setUploading}
                error={errorText(errors, 'imageUrl')}
              />
            )}
          />
          {offSiteImage && (
            <p className="text-sm text-muted-foreground">
              The current image is on another site ({offSiteImage}), which pages cannot show; saving removes it. Upload a copy here to keep it.
            </p>
          )}
        </div>
        <div className="grid content-start gap-2 md:col-span-2">
          <Label htmlFor="blog-content">
            Content
            <span className="text-destructive" aria-hidden="true">
              *
            </span>
          </Label>
          <Textarea {...field('content')} {...form.register('content')} rows={10} placeholder="Write the article. Leave an empty line between paragraphs." />
          {error('content')}
        </div>
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
