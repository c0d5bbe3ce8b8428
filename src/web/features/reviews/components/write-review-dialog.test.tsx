// @vitest-environment jsdom
import '../../../../test/jsdom-setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_MAX, REVIEW_MESSAGES } from '@shared/reference/reviews';
import { WriteReviewDialog } from './write-review-dialog';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const CREATED = { id: 1, username: 'Keisha M.', rating: 4, content: 'Loved the jerk chicken!', createdAt: '2025-01-01T00:00:00.000Z' };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
  toast.warning.mockReset();
});

/** The page around the dialog: it holds `open`, and a button (outside the dialog) opens it again. */
function Page({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Write a review
      </button>
      <WriteReviewDialog
        businessId={7}
        businessName="Mama's Kitchen"
        action="/reviews/7?write"
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

function setup() {
  const onOpenChange = vi.fn<(open: boolean) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={queryClient}>
      <Page onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  const dialog = () => screen.getByRole('dialog', { name: 'Write a Review' });
  return {
    user,
    onOpenChange,
    dialog,
    name: () => within(dialog()).getByLabelText(/Your name/) as HTMLInputElement,
    review: () => within(dialog()).getByLabelText(/Your review/) as HTMLTextAreaElement,
    star: (n: number) => within(dialog()).getByRole('radio', { name: new RegExp(`^${n} stars?,`) }),
    submit: () => within(dialog()).getByRole('button', { name: /Submit Review|Submitting/ }),
    counter: () => within(dialog()).getByTestId('review-counter'),
    /** Why the review was not sent, said in the dialog (never a toast over it). */
    alert: () => within(dialog()).getByRole('alert'),
  };
}

describe('WriteReviewDialog', () => {
  it('names the business and starts empty', () => {
    const { dialog, name, review, counter, star } = setup();
    expect(within(dialog()).getByText(/Share your experience with Mama's Kitchen\./)).toBeTruthy();
    expect(within(dialog()).getByRole('radiogroup', { name: /Your rating/ })).toBeTruthy();
    expect([1, 2, 3, 4, 5].map((n) => (star(n) as HTMLInputElement).checked)).toEqual([false, false, false, false, false]);
    expect(name().value).toBe('');
    expect(review().value).toBe('');
    expect(counter().textContent).toBe(`0/${CONTENT_MAX}`);
  });

  it('an empty form shows a message per field, the validation message in the dialog, focuses the stars and sends nothing', async () => {
    const { user, submit, star, name, review, alert } = setup();
    await user.click(submit());

    expect(await screen.findByText(REVIEW_MESSAGES.rating)).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.usernameRequired)).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.contentRequired)).toBeTruthy();
    expect(alert().textContent).toBe(REVIEW_MESSAGES.validationTitle + REVIEW_MESSAGES.invalid);
    expect(toast.error).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(star(1));
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(review().getAttribute('aria-invalid')).toBe('true');
    // The messages are announced with their fields.
    expect(name().getAttribute('aria-describedby')).toContain(screen.getByText(REVIEW_MESSAGES.usernameRequired).id);
    expect(screen.getByRole('radiogroup', { name: /Your rating/ }).getAttribute('aria-describedby')).toBe(screen.getByText(REVIEW_MESSAGES.rating).id);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('when only the stars are missing, their message shows, and the summary goes once they are chosen', async () => {
    const { user, submit, name, review, star, alert, dialog } = setup();
    await user.type(name(), 'Keisha M.');
    await user.type(review(), 'Loved the jerk chicken!');
    await user.click(submit());

    expect(await screen.findByText(REVIEW_MESSAGES.rating)).toBeTruthy();
    expect(alert().textContent).toBe(REVIEW_MESSAGES.validationTitle + REVIEW_MESSAGES.invalid);
    expect(screen.queryByText(REVIEW_MESSAGES.usernameRequired)).toBeNull();
    expect(document.activeElement).toBe(star(1));
    expect(fetchMock).not.toHaveBeenCalled();

    // Choosing a star clears its message without another submit (the schema check runs asynchronously).
    await user.click(star(3));
    await waitFor(() => expect(screen.queryByText(REVIEW_MESSAGES.rating)).toBeNull());
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it.each([
    ['a one-letter name', ' A ', REVIEW_MESSAGES.usernameMin],
    ['a name with other characters', 'Bob!', REVIEW_MESSAGES.usernameChars],
    ['a name of spaces', '     ', REVIEW_MESSAGES.usernameRequired],
    ['a name over 50 characters', 'x'.repeat(51), REVIEW_MESSAGES.usernameMax],
  ])('refuses %s and focuses the name', async (_label, username, message) => {
    const { user, submit, name, review, star } = setup();
    await user.click(star(5));
    await user.click(name());
    await user.paste(username);
    await user.type(review(), 'Loved the jerk chicken!');
    await user.click(submit());

    expect(await screen.findByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(name());
    expect(screen.getByRole('alert').textContent).toBe(REVIEW_MESSAGES.validationTitle + REVIEW_MESSAGES.invalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a review that is too short or only spaces, and focuses it', async () => {
    const { user, submit, name, review, star, counter } = setup();
    await user.click(star(2));
    await user.type(name(), 'Keisha');
    await user.type(review(), 'Too short');
    await user.click(submit());
    expect(await screen.findByText(REVIEW_MESSAGES.contentMin)).toBeTruthy();
    expect(document.activeElement).toBe(review());

    await user.clear(review());
    await user.type(review(), '          ');
    expect(counter().textContent).toBe(`10/${CONTENT_MAX}`);
    await user.click(submit());
    expect(await screen.findByText(REVIEW_MESSAGES.contentRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the characters and refuses more than the limit', async () => {
    const { user, submit, name, review, star, counter } = setup();
    await user.type(review(), 'Great food');
    expect(counter().textContent).toBe(`10/${CONTENT_MAX}`);

    await user.click(star(4));
    await user.type(name(), 'Keisha');
    await user.clear(review());
    await user.click(review());
    await user.paste('y'.repeat(CONTENT_MAX + 1));
    expect(counter().textContent).toBe(`${CONTENT_MAX + 1}/${CONTENT_MAX}`);
    await user.click(submit());

    expect(await screen.findByText(REVIEW_MESSAGES.contentMax)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after a failed submit, each message goes as soon as its field is fixed', async () => {
    const { user, submit, name } = setup();
    await user.click(submit());
    expect(await screen.findByText(REVIEW_MESSAGES.usernameRequired)).toBeTruthy();

    // The form validates asynchronously: wait for each answer rather than read it in the same tick.
    await user.type(name(), 'K');
    expect(await screen.findByText(REVIEW_MESSAGES.usernameMin)).toBeTruthy();
    await user.type(name(), 'e');
    await waitFor(() => expect(screen.queryByText(REVIEW_MESSAGES.usernameMin)).toBeNull());
    expect(name().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText(REVIEW_MESSAGES.contentRequired)).toBeTruthy();
  });

  it('the stars follow the arrow keys, as native radio buttons do', async () => {
    const { user, star } = setup();
    star(1).focus();
    await user.keyboard('{ArrowRight}');
    expect((star(2) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(star(2));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect((star(5) as HTMLInputElement).checked).toBe(true);
  });

  it('posts the trimmed review, thanks the visitor, closes and clears', async () => {
    fetchMock.mockResolvedValue(json(201, CREATED));
    const { user, submit, name, review, star, onOpenChange } = setup();
    await user.click(star(4));
    await user.type(name(), '  Keisha M.  ');
    await user.type(review(), '  Loved the jerk chicken!  ');
    await user.click(submit());

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/listings/7/reviews');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ rating: 4, username: 'Keisha M.', content: 'Loved the jerk chicken!' });
    expect(toast.success).toHaveBeenCalledWith(REVIEW_MESSAGES.submitted);
    expect(toast.error).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    expect(name().value).toBe('');
    expect(review().value).toBe('');
    expect((star(4) as HTMLInputElement).checked).toBe(false);
  });

  it('says in plain words when the review is held for our team to check, in place of the thanks', async () => {
    fetchMock.mockResolvedValue(json(201, { ...CREATED, ownerReply: null, status: 'held' }));
    const { user, submit, name, review, star, onOpenChange } = setup();
    await user.click(star(2));
    await user.type(name(), 'Keisha M.');
    await user.type(review(), 'Waited an hour for cold food.');
    await user.click(submit());

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success.mock.calls[0]![0]).toBe(REVIEW_MESSAGES.held);
    expect(REVIEW_MESSAGES.held).toMatch(/^Your review is being checked because this business received many reviews at once; we publish most within a day/);
  });

  it('while sending: the button says so, the fields are locked and the dialog stays open', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user, submit, name, review, star, onOpenChange, dialog } = setup();
    await user.click(star(5));
    await user.type(name(), 'Keisha');
    await user.type(review(), 'Loved the jerk chicken!');
    await user.click(submit());

    const busy = await within(dialog()).findByRole('button', { name: 'Submitting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(name().disabled).toBe(true);
    expect(review().disabled).toBe(true);
    expect((star(5) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog()).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);

    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog()).toBeTruthy();

    answer(json(201, CREATED));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's field messages on a 400, keeps the dialog open and focuses the first", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        error: { code: 'validation_failed', message: 'Invalid input', fields: { username: 'That name is not allowed', content: 'Please keep it civil' } },
      }),
    );
    const { user, submit, name, review, star, onOpenChange } = setup();
    await user.click(star(1));
    await user.type(name(), 'Keisha');
    await user.type(review(), 'Loved the jerk chicken!');
    await user.click(submit());

    expect(await screen.findByText('That name is not allowed')).toBeTruthy();
    expect(screen.getByText('Please keep it civil')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(REVIEW_MESSAGES.validationTitle + REVIEW_MESSAGES.invalid);
    expect(toast.error).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(name());
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(name().value).toBe('Keisha');
  });

  it.each([
    ['a server error', () => Promise.resolve(json(500, { error: { code: 'internal_error', message: 'Boom: stack trace' } })), undefined],
    [
      'too many reviews',
      () => Promise.resolve(json(429, { error: { code: 'rate_limited', message: 'Too many reviews, try later' } })),
      'Too many reviews, try later',
    ],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch')), 'We could not reach the server. Check your connection and try again.'],
  ])('on %s: the failure is said in the dialog, the dialog and the text stay', async (_label, respond, description) => {
    fetchMock.mockImplementation(respond);
    const { user, submit, name, review, star, onOpenChange } = setup();
    await user.click(star(3));
    await user.type(name(), 'Keisha');
    await user.type(review(), 'Loved the jerk chicken!');
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(REVIEW_MESSAGES.submitFailed + (description ?? ''));
    expect(toast.error).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(review().value).toBe('Loved the jerk chicken!');
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false));
    expect(submit().textContent).toBe('Submit Review');
  });

  it.each([
    ['Escape', (user: ReturnType<typeof setup>['user']) => user.keyboard('{Escape}')],
    ['Cancel', (user: ReturnType<typeof setup>['user']) => user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))],
  ])('closing with %s drops the messages but keeps what was typed', async (_way, close) => {
    const { user, submit, name, onOpenChange } = setup();
    await user.type(name(), 'K');
    await user.click(submit());
    expect(await screen.findByText(REVIEW_MESSAGES.usernameMin)).toBeTruthy();

    await close(user);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    expect(name().value).toBe('K');
    expect(screen.queryByText(REVIEW_MESSAGES.usernameMin)).toBeNull();
    expect(screen.queryByText(REVIEW_MESSAGES.rating)).toBeNull();
  });
});
