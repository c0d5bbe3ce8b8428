// Nothing typed before the app takes over is lost. A server-rendered page takes typing and taps at once,
// but the app's first render may put a field back to its starting value (the form library does, as it
// registers the field) or build it anew (a dialog that moves into its portal). So what the visitor
// changes until then is noted, field by field, and put back once the app runs, through the events the
// app listens to, as if typed again; the field that had the focus keeps it.
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Noted = { value: string } | { checked: boolean };

const SKIPPED_TYPES = new Set(['hidden', 'file', 'password', 'submit', 'button', 'reset', 'image']);
/** How long fields that appear late (a part of the page whose code comes after the rest) still get theirs. */
const LATE_FIELDS_MS = 10_000;

function isField(target: EventTarget | null): target is Field {
  return (
    (target instanceof HTMLInputElement && !SKIPPED_TYPES.has(target.type)) || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
  );
}

const isChoice = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The same field before and after the app's render: its form's address and its name (a radio: and its value). */
export function fieldKey(field: Field): string | null {
  const name = field.name || field.id;
  if (!name) return null;
  const form = field.form;
  const scope = form ? (form.getAttribute('action') ?? form.id) : '';
  return `${scope} ${name}${isChoice(field) && field.type === 'radio' ? `=${field.value}` : ''}`;
}

/** Whether the visitor changed the field from what the server's page said. */
export function changedByVisitor(field: Field): boolean {
  if (isChoice(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

const noteOf = (field: Field): Noted => (isChoice(field) ? { checked: field.checked } : { value: field.value });

/** Puts a noted value back as a visitor would: the value, then the event the app's handlers read. */
function putBack(field: Field, noted: Noted): void {
  // The field may show the value already (the app kept the page's field) while the app's state does not
  // hold it: the field is first set, as the app sees it, to something else, so that putting the value
  // back is a change the app hears of.
  if ('checked' in noted) {
    // A radio is unchecked by checking another: only the chosen one is put back.
    if (!(field instanceof HTMLInputElement) || (!noted.checked && field.type === 'radio')) return;
    field.checked = !noted.checked;
    field.click();
    return;
  }
  field.value = field instanceof HTMLSelectElement ? '' : `${noted.value} `;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, noted.value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const fieldsIn = (root: ParentNode) => [...root.querySelectorAll('input, textarea, select')].filter(isField);

/**
 * Notes what the visitor changes from now (and what they changed before this ran) until `ready` settles,
 * then puts it back into the app's fields. Returns a function that stops early (for tests).
 */
export function keepTypedUntil(ready: Promise<unknown>, doc: Document = document): () => void {
  const noted = new Map<string, Noted>();
  const note = (field: Field) => {
    const key = fieldKey(field);
    if (key) noted.set(key, noteOf(field));
  };
  for (const field of fieldsIn(doc)) if (changedByVisitor(field)) note(field);
  let restoring = false;
  const onChange = (event: Event) => {
    if (!restoring && isField(event.target)) note(event.target);
  };
  doc.addEventListener('input', onChange, true);
  doc.addEventListener('change', onChange, true);
  let focused: string | null = null;
  const onFocus = (event: Event) => {
    focused = isField(event.target) ? fieldKey(event.target) : null;
  };
  doc.addEventListener('focusin', onFocus, true);
  if (isField(doc.activeElement)) focused = fieldKey(doc.activeElement);

  let observer: MutationObserver | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    doc.removeEventListener('input', onChange, true);
    doc.removeEventListener('change', onChange, true);
    doc.removeEventListener('focusin', onFocus, true);
    doc.removeEventListener('submit', onSubmit, true);
    observer?.disconnect();
  };

  const restore = (fields: Field[]) => {
    restoring = true;
    for (const field of fields) {
      const key = fieldKey(field);
      const value = key ? noted.get(key) : undefined;
      if (!key || !value) continue;
      noted.delete(key);
      putBack(field, value);
      if (key === focused && (doc.activeElement === doc.body || doc.activeElement === null)) field.focus();
    }
    restoring = false;
    if (!noted.size) stop();
  };

  // A form sent in between (the app may already handle it, and its first renders may have emptied the
  // fields) is sent with what was typed: its fields are put back first, as its own handler reads them.
  function onSubmit(event: Event) {
    if (event.target instanceof HTMLFormElement) restore([...event.target.elements].filter(isField));
  }
  doc.addEventListener('submit', onSubmit, true);

  void ready.then(() => {
    if (stopped) return;
    doc.removeEventListener('input', onChange, true);
    doc.removeEventListener('change', onChange, true);
    doc.removeEventListener('focusin', onFocus, true);
    restore(fieldsIn(doc));
    if (stopped) return;
    observer = new MutationObserver(() => restore(fieldsIn(doc)));
    observer.observe(doc.body, { childList: true, subtree: true });
    setTimeout(stop, LATE_FIELDS_MS);
  });
  return stop;
}

/**
 * Settles as the app takes over the server's page (it marks <html data-hydrated> in its first effects),
 * before the browser handles another tap or key: a tap on 'Submit' finds the form holding what was typed.
 */
export function appTakesOver(doc: Document = document): Promise<void> {
  return new Promise((resolve) => {
    if (doc.documentElement.hasAttribute('data-hydrated')) return resolve();
    const observer = new MutationObserver(() => {
      if (!doc.documentElement.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}
