import { zodResolver } from '@hookform/resolvers/zod';
import { loginInputSchema } from '@domain/accounts';
import { roleMay, type StaffRole } from '@domain/staff-roles';
import { LogIn } from 'lucide-react';
import { useEffect, useState, type ComponentProps } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Labelled } from '../../../components/labelled';
import { useToast } from '../../../components/toast';
import { ApiError, UNREACHABLE_MESSAGE } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSignIn } from '../api/sign-in';

/** The login redirect waits 500 ms. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const NOT_AUTHORIZED = 'You are not authorized.';

const fieldClasses =
  'mt-1.5 block w-full rounded-2xl border-0 bg-white px-4 py-3 text-lg text-tea-900 ring-1 ring-inset ring-tea-400/70 ' +
  'placeholder:text-tea-500 focus:ring-2 focus:ring-taro-600 focus:outline-none aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-berry-600';

/** What the person is told when sign-in fails: 'Failed to login'; a throttle or an outage in its own words. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.message;
  if (error instanceof ApiError && error.status === 0) return UNREACHABLE_MESSAGE;
  return 'Failed to login';
}

/** One field of the login form, with its error said beneath it. */
export function LoginField({
  field,
  label,
  error,
  ...input
}: { field: string; label: string; error: FieldError | undefined } & ComponentProps<'input'>) {
  const id = `login-${field}`;
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldClasses}
        {...input}
      />
      {error?.message ? (
        <p id={`${id}-error`} className="mt-1.5 font-medium text-berry-700">
          {error.message}
        </p>
      ) : null}
    </Labelled>
  );
}

/**
 * /login: Email, Password, Login. After sign-in, 0.5 s, then staff to their first page (a Barista to /orders, others to
 * /admin) and anyone else to /.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const signIn = useSignIn();
  // Set once signed in: where to go after the 0.5 s wait.
  const [signedIn, setSignedIn] = useState<{ isAdmin: boolean; role: StaffRole | null } | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setTimeout(() => {
      if (signedIn.isAdmin) {
        navigate(roleMay(signedIn.role, 'catalogue') ? '/admin' : '/orders', { replace: true });
      } else {
        toast({ title: NOT_AUTHORIZED });
        navigate('/', { replace: true });
      }
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, navigate, toast]);

  const form = useForm<z.input<typeof loginInputSchema>, unknown, z.output<typeof loginInputSchema>>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit((input) =>
    signIn.mutate(input, {
      onSuccess: ({ user }) => setSignedIn({ isAdmin: Boolean(user?.isAdmin), role: user?.role ?? null }),
    }),
  );

  const busy = signIn.isPending || signedIn !== null;
  const { errors } = form.formState;

  return (
    <div className="bg-gradient-to-br from-taro-100 via-cream-100 to-berry-50 px-4 py-12 sm:py-20">
      <div className="mx-auto max-w-md rounded-3xl bg-cream-50 p-6 shadow-xl shadow-tea-900/10 ring-1 ring-tea-900/5 sm:p-8">
        <h1 className="font-display text-3xl font-extrabold tracking-tight">Login</h1>
        <p className="mt-1 text-tea-700">For Pearl staff. You don’t need an account to order.</p>
        <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5">
          <LoginField
            field="email"
            label="Email"
            error={errors.email}
            type="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            {...form.register('email')}
          />
          <LoginField
            field="password"
            label="Password"
            error={errors.password}
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
          />
          {signIn.isError ? (
            <p
              role="alert"
              className="rounded-2xl bg-berry-50 px-4 py-3 font-semibold text-berry-700 ring-1 ring-berry-500/30"
            >
              {failureMessage(signIn.error)}
            </p>
          ) : null}
          <Button type="submit" size="lg" busy={busy} icon={LogIn} className={cn('w-full')}>
            Login
          </Button>
        </form>
      </div>
    </div>
  );
}
