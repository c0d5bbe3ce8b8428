// @vitest-environment jsdom
import '../../test/jsdom-setup';
import { afterEach, describe, expect, it } from 'vitest';
import { changedByVisitor, fieldKey, keepTypedUntil } from './keep-typed';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The server's form: a name, a review, a five-star choice. */
function serverForm() {
  document.body.innerHTML = `
    <form action="/reviews/7?write" method="post">
      <input name="username" value="" />
      <textarea name="content"></textarea>
      ${[1, 2, 3, 4, 5].map((n) => `<input type="radio" name="rating" value="${n}" />`).join('')}
    </form>`;
  const form = document.querySelector('form')!;
  return {
    name: form.querySelector<HTMLInputElement>('[name=username]')!,
    text: form.querySelector<HTMLTextAreaElement>('[name=content]')!,
    star: (n: number) => form.querySelector<HTMLInputElement>(`[name=rating][value="${n}"]`)!,
  };
}

const type = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('keepTypedUntil', () => {
  it('names a field by its form and name, a radio by its value too', () => {
    const { name, star } = serverForm();
    expect(fieldKey(name)).toBe('/reviews/7?write username');
    expect(fieldKey(star(4))).toBe('/reviews/7?write rating=4');
  });

  it('tells what the visitor changed from what the page said', () => {
    const { name, star } = serverForm();
    expect(changedByVisitor(name)).toBe(false);
    name.value = 'Keisha';
    star(2).checked = true;
    expect(changedByVisitor(name)).toBe(true);
    expect(changedByVisitor(star(2))).toBe(true);
  });

  it('puts back what was typed before (and while) the app took over, with the events the app hears', async () => {
    let takeOver!: () => void;
    const ready = new Promise<void>((resolve) => (takeOver = resolve));
    const before = serverForm();
    before.name.value = 'Typed before the script';
    keepTypedUntil(ready);
    type(before.text, 'Typed while it loaded.');
    before.star(4).click();

    // The app's render builds the fields anew, empty.
    const after = serverForm();
    const heard: string[] = [];
    document.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).name));
    document.addEventListener('click', (event) => heard.push(`click ${(event.target as HTMLInputElement).value}`));
    takeOver();
    await ready;
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(after.name.value).toBe('Typed before the script');
    expect(after.text.value).toBe('Typed while it loaded.');
    expect(after.star(4).checked).toBe(true);
    expect(heard).toEqual(expect.arrayContaining(['username', 'content', 'click 4']));
  });

  it('changes nothing the visitor did not touch', async () => {
    const ready = Promise.resolve();
    serverForm();
    keepTypedUntil(ready);
    const after = serverForm();
    after.name.value = 'Set by the app';
    await ready;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(after.name.value).toBe('Set by the app');
  });
});
