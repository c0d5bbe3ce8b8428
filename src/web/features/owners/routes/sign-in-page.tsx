// Owner sign-in (/account/sign-in): the e-mail form, then 'Check your e-mail'. The e-mailed link comes back
// here with ?token=, which signs in by itself and goes on to ?next= (a path of this site) or /account,
// carrying the listings the sign-in found for /account to show.
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, Loader2, Mail, MailCheck, Store } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { CONFIRM_SIGN_IN, SIGN_IN_LINK_INVALID, SIGN_IN_SENT, signInRequestSchema, signInTokenSchema, type SignInRequestInput } from '@shared/schemas/account';
import { Field } from '@web/components/forms/field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import type { PageHandle } from '@web/app/page-handle';
import { titleOf } from '@web/lib/page-head';
import { PageFormHead } from '@web/components/forms/page-form-head';
import { usePostedFields, registered } from '@web/lib/posted-form';
import { errorMessage, isApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { paths } from '@shared/paths';
import { useCompleteSignIn, useOwnerSession, useRequestSignIn } from '../api/owner-session';
import { rememberNext, safeNextPath, takeRememberedNext } from '../lib/next-path';
import { foundState } from '../lib/found-listings';
import { IconTile } from '@web/components/icon-tile';
import { SubmitButton } from '@web/components/forms/submit-button';

const TITLE = 'Sign in for business owners';

/** Rendered by the server for everyone alike (never for a session): the e-mail form, kept out of search engines. */
export const signInPageHandle: PageHandle = {
  query: ['token', 'next'],
  head: () => ({ title: titleOf(TITLE), noindex: true }),
};

export function SignInPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const next = safeNextPath(params.get('next'));
  const session = useOwnerSession();
  const [linkInvalid, setLinkInvalid] = useState(false);

  const dropToken = () =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        kept.delete('token');
        return kept;
      },
      { replace: true },
    );

  let body: ReactNode;
  if (token) {
    body = (
      <CompleteSignIn
        token={token}
        next={next}
        onInvalid={() => {
          setLinkInvalid(true);
          dropToken();
        }}
      />
    );
  } else if (session.data) {
    return <Navigate to={next ?? paths.account} replace />;
  } else {
    // Also while the session is being checked: the form is there at once, and an owner already signed in
    // is taken on as soon as that is known.
    body = <RequestLink next={next} linkInvalid={linkInvalid} />;
  }

  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-gold-soft/50 via-cream to-cream px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-3xl border bg-card p-6 shadow-lift sm:p-8">
          <div className="mb-6 flex flex-col items-center gap-3 text-center">
            <IconTile icon={Store} size="xl" className="rounded-2xl" />
            <div className="grid gap-1">
              <h1 className="text-2xl text-espresso sm:text-3xl">Business owner sign-in</h1>
              <p className="text-sm text-muted-foreground">Keep your listing up to date and answer your reviews.</p>
            </div>
          </div>
          {body}
        </div>
        <p className="mt-5 text-center text-sm text-muted-foreground">
          No listing yet?{' '}
          <Link to={paths.listBusiness} className="font-semibold text-gold-ink underline-offset-4 hover:underline">
            List your business
          </Link>
        </p>
      </div>
    </div>
  );
}

/** Follows the e-mailed link once (the token works only once, so never twice, even when effects run twice). */
function CompleteSignIn({ token, next, onInvalid }: { token: string; next: string | null; onInvalid: () => void }) {
  const navigate = useNavigate();
  const complete = useCompleteSignIn();
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  // 'Sign in as a…@example.org?': the link was not asked for in this browser, or another owner is signed in.
  const [question, setQuestion] = useState<string | null>(null);

  const send = (confirm?: boolean) =>
    complete.mutate(
      { token, confirm },
      {
        onSuccess: ({ foundListings }) => {
          toast.success('You are signed in');
          void navigate(next ?? takeRememberedNext() ?? paths.account, { replace: true, state: foundState(foundListings) });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === CONFIRM_SIGN_IN) setQuestion(error.message);
          // A refused token will not work later either; a lost connection may.
          else if (isApiError(error) && error.isClientError) onInvalid();
          else setFailure(errorMessage(error));
        },
      },
    );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (signInTokenSchema.safeParse({ token }).success) send();
    else onInvalid();
    // Runs once, for the token the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (question) {
    return (
      <div className="grid gap-4 text-center">
        <h2 className="text-xl text-espresso [overflow-wrap:anywhere]">{question}</h2>
        <p className="text-sm text-muted-foreground">This link was opened somewhere it was not asked for. Go on only if this is your e-mail address.</p>
        <Button type="button" size="lg" className="w-full" disabled={complete.isPending} onClick={() => send(true)}>
          {complete.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Sign in
        </Button>
      </div>
    );
  }
  if (failure) {
    return (
      <div role="alert" className="grid gap-4 text-center">
        <p className="text-sm text-espresso">{failure}</p>
        <Button
          type="button"
          onClick={() => {
            setFailure(null);
            send();
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <Loader2 className="size-8 animate-spin text-gold-ink" aria-hidden="true" />
      <p className="font-semibold text-espresso">Signing you in…</p>
    </div>
  );
}

function RequestLink({ next, linkInvalid }: { next: string | null; linkInvalid: boolean }) {
  const request = useRequestSignIn();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const posted = usePostedFields('sign-in', (sent): SignInRequestInput => ({ email: sent.email ?? '' }));
  const form = useForm<SignInRequestInput>({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: posted?.values ?? { email: '' },
    errors: posted?.errors,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(next ? { ...values, next } : values, {
      onSuccess: () => {
        rememberNext(next);
        setSentTo(values.email);
      },
      onError: (error) => {
        const fieldMessage = isApiError(error) ? error.fields.email : undefined;
        if (fieldMessage || (isApiError(error) && error.status === 429))
          form.setError('email', { message: fieldMessage ?? error.message }, { shouldFocus: true });
        else toast.error('Could not send the link', { description: errorMessage(error) });
      },
    }),
  );

  if (sentTo) {
    return (
      <div className="grid gap-5">
        <div role="status" className="grid justify-items-center gap-3 rounded-2xl border border-open/25 bg-open-soft px-4 py-5 text-center">
          <MailCheck className="size-8 text-open" aria-hidden="true" />
          <h2 className="text-xl text-espresso">Check your e-mail</h2>
          <p className="text-sm text-espresso/85">{SIGN_IN_SENT}</p>
          <p className="break-all text-sm font-semibold text-espresso">{sentTo}</p>
        </div>
        <p className="text-center text-sm text-muted-foreground">Nothing after a few minutes? Look in your spam folder, or send it again.</p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
            Use another e-mail
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={request.isPending}
            onClick={() =>
              request.mutate(
                { email: sentTo },
                {
                  onSuccess: () => toast.success('Sent again', { description: 'Use the newest link: it works once, for 15 minutes.' }),
                  onError: (error) => toast.error('Could not send the link', { description: errorMessage(error) }),
                },
              )
            }
          >
            {request.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Send it again
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      method="post"
      action={next ? `${paths.accountSignIn}?next=${encodeURIComponent(next)}` : paths.accountSignIn}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5"
    >
      <PageFormHead form="sign-in" />
      {next && <input type="hidden" name="next" value={next} />}
      {linkInvalid && (
        <p role="alert" className="flex gap-2 rounded-xl border border-ember/30 bg-ember-soft px-3.5 py-3 text-sm text-espresso">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-ember" aria-hidden="true" />
          <span>{SIGN_IN_LINK_INVALID}</span>
        </p>
      )}
      <Field id="owner-email" label="Your e-mail" error={errors.email?.message} hint="We e-mail you a link that signs you in. No password needed.">
        {(aria) => (
          <Input
            {...aria}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@yourbusiness.com"
            {...registered(form, 'email')}
          />
        )}
      </Field>
      <SubmitButton pending={request.isPending} busyText="Sending…" icon={Mail} size="lg" className="w-full">
        E-mail me a sign-in link
      </SubmitButton>
    </form>
  );
}
