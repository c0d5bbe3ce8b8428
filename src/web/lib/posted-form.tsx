// A form the server was sent without script and refused (src/shared/page-forms.ts): the page it renders
// again, and the browser's first render of that page, show the form with what was sent and the messages.
import { useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { PageFormName, PostedForm } from '@shared/page-forms';
import { PostedFormContext } from './posted-form-context';

/** The refused post of this form, when the page shows one. */
export function usePostedForm(form: PageFormName): PostedForm | undefined {
  const posted = useContext(PostedFormContext);
  return posted?.form === form ? posted : undefined;
}

/** The posted values of these fields, the others left out. */
export function pick<K extends string>(sent: Record<string, string>, fields: readonly K[]): Partial<Record<K, string>> {
  return Object.fromEntries(fields.filter((field) => sent[field] !== undefined).map((field) => [field, sent[field]])) as Partial<Record<K, string>>;
}

/**
 * A refused post of this form as its form library starts from: the values sent (read by `valuesOf`) and
 * the API's messages as field errors. The same object for the form's life: the library would otherwise
 * put the server's messages back after each of the visitor's own checks.
 */
export function usePostedFields<V extends FieldValues>(form: PageFormName, valuesOf: (sent: Record<string, string>) => V) {
  const posted = usePostedForm(form);
  const [start] = useState(() =>
    posted
      ? {
          values: valuesOf(posted.values),
          errors: Object.fromEntries(Object.entries(posted.errors).map(([field, message]) => [field, { type: 'server', message }])) as FieldErrors<V>,
        }
      : undefined,
  );
  return start;
}

/**
 * A field registered with the form library, with the value it starts from written into its markup: the
 * library fills its fields only once the page runs, and a page the server renders (a form it refused,
 * shown to a browser without script) must show what was sent.
 */
export function registered<V extends FieldValues, O>(form: UseFormReturn<V, unknown, O>, name: Path<V>) {
  return { ...form.register(name), defaultValue: form.getValues(name) as string | undefined };
}

/**
 * Runs `reset` each time the dialog opens, except the first opening of a dialog that shows a post the
 * server refused: that one keeps what was sent and the messages.
 */
export function useResetOnOpen(open: boolean, showsPost: boolean, reset: () => void) {
  const keepsPost = useRef(showsPost);
  const onOpen = useEffectEvent(reset);
  useEffect(() => {
    if (open && !keepsPost.current) onOpen();
    keepsPost.current = false;
  }, [open]);
}
