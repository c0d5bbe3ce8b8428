// Blog posts under Blog Requests: Create New Blog Post, the Edit Blog Post card, and Existing Blog Posts
// (searchable, paged) with edit and delete (after confirmation).
import { ExternalLink, ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { sourceOfCategory, type ArticleCategory } from '@shared/reference';
import type { AdminBlog } from '@shared/schemas/admin-blogs';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { SearchInput } from '@web/components/search-input';
import { toast } from '@web/lib/toast';
import { paths } from '@shared/paths';
import { useBlogs, useDeleteBlog } from '../api/content';
import { formatDate } from '../lib/format';
import { useDebounced } from '../lib/use-debounced';
import { BlogPostEditor } from './blog-post-editor';
import { ConfirmDialog } from './confirm-dialog';
import { formatCount } from '@shared/format-count';
import { PagedList } from './list-states';

const PAGE = 10;

function PostRow({ post, onEdit, onDelete }: { post: AdminBlog; onEdit: () => void; onDelete: () => void }) {
  const source = sourceOfCategory(post.category as ArticleCategory);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-card sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        {post.imageUrl ? (
          <img src={post.imageUrl} alt="" className="size-16 shrink-0 rounded-xl border object-cover" loading="lazy" />
        ) : (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-muted text-muted-foreground" aria-hidden="true">
            <ImageOff className="size-5" />
          </span>
        )}
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="dark">{post.category}</Badge>
            {post.status !== 'published' && <Badge variant="secondary">{post.status}</Badge>}
            {post.category === 'Get Involved' && !post.organizationName && <Badge variant="accent">No organization yet</Badge>}
          </div>
          <h4 className="break-words font-bold leading-snug text-espresso">{post.title}</h4>
          <p className="text-xs text-muted-foreground">
            By {post.author} · {formatDate(post.createdAt)}
            {post.readTime ? ` · ${post.readTime}` : ''}
            {post.organizationName ? ` · ${post.organizationName}` : ''}
            {post.location ? ` · ${post.location}` : ''}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild variant="ghost" size="sm">
          <a href={paths.blog(source, post.id)} target="_blank" rel="noreferrer" aria-label={`Open ${post.title} on the site (new tab)`}>
            <ExternalLink aria-hidden="true" />
            View
          </a>
        </Button>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${post.title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete ${post.title}`}
          className="border-destructive/40 text-destructive hover:border-destructive hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}

export function BlogPostsSection() {
  const [editor, setEditor] = useState<{ post: AdminBlog | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminBlog | null>(null);
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDebounced(search.trim());
  const posts = useBlogs({ q, limit: PAGE, offset });
  const remove = useDeleteBlog();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Blog deleted', { description: `“${deleting.title}” was removed from the site.` });
        if (editor?.post?.id === deleting.id) setEditor(null);
        setDeleting(null);
      },
      onError: () => toast.error('Error', { description: 'Failed to delete blog post' }),
    });
  };

  return (
    <section className="grid gap-4 border-t pt-8" aria-labelledby="blog-posts-heading">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id="blog-posts-heading" className="text-2xl text-espresso">
            Blog Posts
          </h2>
          <p className="text-sm text-muted-foreground">Articles on News, Pop Culture, History and Get Involved.</p>
        </div>
        <Button onClick={() => setEditor({ post: null })}>
          <Plus aria-hidden="true" />
          Create New Blog Post
        </Button>
      </div>

      {editor && <BlogPostEditor key={editor.post?.id ?? 'new'} post={editor.post} onDone={() => setEditor(null)} />}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h3 className="text-lg text-espresso">
          Existing Blog Posts{posts.data ? <span className="ml-2 text-sm font-semibold text-muted-foreground">({formatCount(posts.data.total)})</span> : null}
        </h3>
        <SearchInput
          boxClassName="w-full sm:max-w-xs"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setOffset(0);
          }}
          placeholder="Search title or author"
          aria-label="Search blog posts by title or author"
        />
      </div>

      <PagedList
        query={posts}
        loading={{ count: 2, label: 'Loading blog posts' }}
        empty={{ title: q ? 'No posts match your search' : 'No blog posts yet', text: q ? undefined : 'Create the first one with Create New Blog Post.' }}
        page={{ offset, limit: PAGE, onChange: setOffset, label: 'Blog post pages' }}
      >
        {(page) => (
          <ul className="grid gap-3" aria-label="Existing blog posts">
            {page.items.map((post) => (
              <PostRow key={post.id} post={post} onEdit={() => setEditor({ post })} onDelete={() => setDeleting(post)} />
            ))}
          </ul>
        )}
      </PagedList>

      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title="Delete this blog post?"
        description={<>&ldquo;{deleting?.title}&rdquo; will be removed from the site for good. This cannot be undone.</>}
        confirmLabel="Delete Post"
        busy={remove.isPending}
      />
    </section>
  );
}
