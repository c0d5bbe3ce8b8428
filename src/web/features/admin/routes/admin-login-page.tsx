// Staff sign-in (/admin-login, and /, /admin-login and any other path on the admin host): the password is
// checked on the server; a live session goes straight on to the dashboard.
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, LockKeyhole, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { loginSchema, type LoginInput } from '@shared/schemas/admin';
import { Field } from '@web/components/forms/field';
import { LogoMark } from '@web/components/logo';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { isApiError } from '@web/lib/api-client';
import { siteSettings } from '@web/lib/inline-site-settings';
import { titleOf } from '@web/lib/page-head';
import type { PageHandle } from '@web/app/page-handle';
import { paths } from '@shared/paths';
import { useAdminSession, useLogin } from '../api/session';
import { SubmitButton } from '@web/components/forms/submit-button';

export const adminLoginPageHandle: PageHandle = { head: () => ({ title: titleOf('Admin Login') }) };

export function AdminLoginPage() {
  const session = useAdminSession();
  const navigate = useNavigate();
  const login = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  // The dashboard comes next: fetched while the password is typed, it opens at once with its welcome toast.
  useEffect(() => void import('./admin-dashboard-page'), []);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;

  if (session.data && !login.isPending && !login.isSuccess) return <Navigate to={paths.adminDashboard} replace />;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        toast.success('Login successful', { description: 'Welcome to the admin dashboard' });
        void navigate(paths.adminDashboard, { replace: true });
      },
      onError: (error) => {
        form.setValue('password', '');
        form.setFocus('password');
        const description = isApiError(error) && error.status !== 401 ? error.message : 'Invalid username or password';
        toast.error('Login failed', { description });
      },
    }),
  );

  return (
    <div className="flex flex-1 items-center justify-center bg-gradient-to-b from-gold-soft/50 via-[#faf5ea] to-[#faf5ea] px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-3xl border bg-card p-6 shadow-lift sm:p-8">
          <div className="mb-6 flex flex-col items-center gap-3 text-center">
            <div className="relative">
              <LogoMark className="size-14" />
              <span className="absolute -bottom-1 -right-1 flex size-6 items-center justify-center rounded-full bg-espresso text-gold-light ring-2 ring-card">
                <LockKeyhole className="size-3.5" aria-hidden="true" />
              </span>
            </div>
            <div className="grid gap-1">
              <h1 className="text-2xl text-espresso sm:text-3xl">Admin Login</h1>
              <p className="text-sm text-muted-foreground">Sign in to review requests for {siteSettings.name}.</p>
            </div>
          </div>

          {session.isPending ? (
            <div className="grid gap-4" aria-busy="true" aria-label="Checking your session">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
              <Skeleton className="h-11" />
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="grid gap-5">
              <Field id="admin-username" label="Username" error={errors.username?.message}>
                {(aria) => <Input {...aria} autoComplete="username" autoCapitalize="none" spellCheck={false} autoFocus {...form.register('username')} />}
              </Field>
              <Field id="admin-password" label="Password" error={errors.password?.message}>
                {(aria) => (
                  <div className="relative">
                    <Input
                      {...aria}
                      type={showPassword ? 'text' : 'password'}
                      autoComplete="current-password"
                      className="pr-12"
                      {...form.register('password')}
                    />
                    <button
                      type="button"
                      onClick={() => setShowPassword((v) => !v)}
                      className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-xl text-muted-foreground hover:text-foreground"
                      aria-label={showPassword ? 'Hide password' : 'Show password'}
                      aria-pressed={showPassword}
                    >
                      {showPassword ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
                    </button>
                  </div>
                )}
              </Field>
              <SubmitButton pending={login.isPending} busyText="Signing in..." size="lg" className="w-full">
                Sign In
              </SubmitButton>
            </form>
          )}
        </div>
        <p className="mt-5 text-center text-xs text-muted-foreground">
          <ShieldCheck className="mr-1.5 inline size-4 align-[-3px] text-open" aria-hidden="true" />
          Staff only. You are signed out after 2 hours without activity.
        </p>
      </div>
    </div>
  );
}
