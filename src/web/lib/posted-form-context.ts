// The form the server was sent without script and refused, for the page it renders again (posted-form.tsx
// reads it); apart, so the first script carries only this.
import { createContext } from 'react';
import type { PostedForm } from '@shared/page-forms';

export const PostedFormContext = createContext<PostedForm | undefined>(undefined);
