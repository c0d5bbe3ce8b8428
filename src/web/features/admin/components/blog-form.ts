// The staff editor's form values: the shared blog form schema's types, a stored post as form values, and
// which messages mean a required field is missing (the 'Missing fields' toast).
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_BLOG_CATEGORIES } from '@shared/reference';
import {
  INVOLVEMENT_NEEDED,
  MISSING_FIELDS,
  ORGANIZATION_NAME_NEEDED,
  REACH_NEEDED,
  type AdminBlog,
  type BlogCategoryKey,
  type blogFormSchema,
} from '@shared/schemas/admin-blogs';
import { isSiteUpload } from '@shared/photo-links';

export type BlogFormInput = z.input<typeof blogFormSchema>;
export type BlogFormOutput = z.output<typeof blogFormSchema>;
export type BlogFormField = keyof BlogFormInput;

export const FIELD_LABELS: Record<BlogFormField, string> = {
  title: 'Title',
  category: 'Category',
  content: 'Content',
  author: 'Author',
  imageUrl: 'Image',
  location: 'Location',
  tags: 'Tags',
  organizationName: 'Organization',
  contactPerson: 'Contact person',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  involvement: 'How to get involved',
};

const MISSING = new Set([MISSING_FIELDS, ORGANIZATION_NAME_NEEDED, INVOLVEMENT_NEEDED, REACH_NEEDED]);
export const meansMissing = (message: string | undefined) => message !== undefined && MISSING.has(message);

const categoryKey = (stored: string) => (Object.keys(ADMIN_BLOG_CATEGORIES) as BlogCategoryKey[]).find((key) => ADMIN_BLOG_CATEGORIES[key] === stored);

export const EMPTY_FORM: DefaultValues<BlogFormInput> = {
  title: '',
  content: '',
  category: undefined,
  author: '',
  imageUrl: '',
  location: '',
  tags: '',
  organizationName: '',
  contactPerson: '',
  email: '',
  phone: '',
  address: '',
  involvement: '',
};

/** A stored post as the form shows it: tags as one line; an image on another site is left out (pages cannot show it). */
export function formValuesOf(post: AdminBlog): DefaultValues<BlogFormInput> {
  return {
    title: post.title,
    content: post.content,
    category: categoryKey(post.category),
    author: post.author,
    imageUrl: post.imageUrl && isSiteUpload(post.imageUrl) ? post.imageUrl : '',
    location: post.location ?? '',
    tags: post.tags.join(', '),
    organizationName: post.organizationName ?? '',
    contactPerson: post.contactPerson ?? '',
    email: post.email ?? '',
    phone: post.phone ?? '',
    address: post.address ?? '',
    involvement: post.involvement ?? '',
  };
}
