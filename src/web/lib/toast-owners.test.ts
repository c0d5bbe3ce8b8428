// Which toasts a page change or a dialog takes away, and which go along with a navigation.
import { describe, expect, it } from 'vitest';
import { ToastOwners, type PageState } from './toast-owners';

const at = (pathname: string, navigation = 'idle'): PageState => ({ location: { pathname }, navigation: { state: navigation } });

function owners(start = at('a')) {
  const dismissed: (string | number)[] = [];
  const list = new ToastOwners((id) => dismissed.push(id));
  list.routed(start);
  return { list, dismissed };
}

describe('ToastOwners', () => {
  it("takes a page's toasts away when the visitor leaves it", () => {
    const { list, dismissed } = owners();
    list.raised('not-found', 'error');
    list.bind('not-found', at('a'));
    list.routed(at('a', 'loading'));
    expect(dismissed).toEqual([]);
    list.routed(at('b'));
    expect(dismissed).toEqual(['not-found']);
  });

  it('keeps a toast raised with a navigation for the page it lands on, and takes it when that page is left', () => {
    const { list, dismissed } = owners();
    // The form's success, then the confirmation page: the navigation is under way when the task ends.
    list.raised('submitted', 'success');
    list.routed(at('a', 'loading'));
    list.bind('submitted', at('a', 'loading'));
    list.routed(at('b'));
    expect(dismissed).toEqual([]);
    list.routed(at('c'));
    expect(dismissed).toEqual(['submitted']);
  });

  it("keeps a page's toasts while only its query changes (a filter, a dialog in the address)", () => {
    const { list, dismissed } = owners(at('/check-status'));
    list.raised('not-found', 'error');
    list.bind('not-found', at('/check-status'));
    list.routed(at('/check-status'));
    expect(dismissed).toEqual([]);
    list.routed(at('/list-business'));
    expect(dismissed).toEqual(['not-found']);
  });

  it('keeps a toast raised in the task of a navigation that ended at once', () => {
    const { list, dismissed } = owners();
    list.raised('signed-out', 'success');
    list.routed(at('b'));
    list.bind('signed-out', at('b'));
    expect(dismissed).toEqual([]);
    list.routed(at('c'));
    expect(dismissed).toEqual(['signed-out']);
  });

  it('a dialog opening takes every earlier toast; one closing takes errors and warnings, not its success', () => {
    const { list, dismissed } = owners();
    list.raised('saved', 'success');
    list.bind('saved', at('a'));
    list.dialogChanged(true);
    expect(dismissed).toEqual(['saved']);
    list.raised('invalid', 'error');
    list.raised('careful', 'warning');
    list.raised('thanks', 'success');
    for (const id of ['invalid', 'careful', 'thanks']) list.bind(id, at('a'));
    list.dialogChanged(false);
    expect(dismissed).toEqual(['saved', 'invalid', 'careful']);
  });

  it('spares toasts raised with the dialog change itself (not yet bound)', () => {
    const { list, dismissed } = owners();
    list.raised('error', 'error');
    list.dialogChanged(false);
    expect(dismissed).toEqual([]);
  });

  it('forgets toasts that went by themselves, and dismisses one or all on request', () => {
    const { list, dismissed } = owners();
    list.raised('one', 'error');
    list.raised('two', 'error');
    list.bind('one', at('a'));
    list.bind('two', at('a'));
    list.closed('one');
    list.routed(at('b'));
    expect(dismissed).toEqual(['two']);
    list.raised('three', 'success');
    list.dismiss('three');
    list.raised('four', 'success');
    list.raised('five', 'error');
    list.dismiss();
    expect(dismissed).toEqual(['two', 'three', 'four', 'five']);
  });
});
