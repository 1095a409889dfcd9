import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button, buttonClasses } from '../../../components/button';
import { Link } from '../../../lib/router';
import { usePasswordLinkOwner, useSetPassword } from '../api/password-link';
import { LoginField } from './login-page';
import { textState } from '../../../components/form-field';

/** The token after the `#` of the e-mailed link: never sent to the server as part of an address. */
function linkToken(): string {
  return typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-gradient-to-br from-taro-100 via-cream-100 to-berry-50 px-4 py-12 sm:py-20">
      <div className="mx-auto max-w-md rounded-3xl bg-cream-50 p-6 shadow-xl shadow-tea-900/10 ring-1 ring-tea-900/5 sm:p-8">
        <h1 className="font-display text-3xl font-extrabold tracking-tight">Set your password</h1>
        {children}
      </div>
    </div>
  );
}

/** /set-password#TOKEN: a new member of staff (or one sent a new link) chooses their password. */
export default function SetPasswordPage() {
  const [token] = useState(linkToken);
  const owner = usePasswordLinkOwner(token);
  const setPassword = useSetPassword();
  const [password, setPasswordText] = useState('');
  const [again, setAgain] = useState('');
  const [mismatch, setMismatch] = useState<string | undefined>();

  if (!token || owner.isError) {
    return (
      <Frame>
        <p role="alert" className="mt-4 font-semibold text-berry-700">
          {owner.error?.message ??
            'This link is not complete. Open the link from your e-mail again, or ask the shop’s owner for a new one.'}
        </p>
      </Frame>
    );
  }
  if (owner.isPending) {
    return (
      <Frame>
        <p role="status" className="mt-4 text-tea-700">
          Checking your link…
        </p>
      </Frame>
    );
  }
  if (setPassword.isSuccess) {
    return (
      <Frame>
        <p role="status" className="mt-4 text-lg">
          Your password is set. Sign in with {owner.data.email}.
        </p>
        <Link to="/login" className={`${buttonClasses({ variant: 'primary', size: 'lg' })} mt-6 w-full`}>
          Go to Login
        </Link>
      </Frame>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== again) {
      setMismatch('The two passwords differ.');
      return;
    }
    setMismatch(undefined);
    setPassword.mutate({ token, password });
  };
  return (
    <Frame>
      <p className="mt-1 text-tea-700">
        {owner.data.name ? `Hello ${owner.data.name}. ` : ''}Choose a password for {owner.data.email}: at least 10
        characters, hard to guess (a few words you will remember work well).
      </p>
      <form onSubmit={submit} noValidate className="mt-6 grid gap-5">
        <input type="hidden" name="username" autoComplete="username" value={owner.data.email} readOnly />
        <LoginField
          field="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          error={setPassword.error ? { type: 'server', message: setPassword.error.message } : undefined}
          {...textState(password, setPasswordText)}
        />
        <LoginField
          field="password-again"
          label="New password again"
          type="password"
          autoComplete="new-password"
          error={mismatch ? { type: 'mismatch', message: mismatch } : undefined}
          {...textState(again, setAgain)}
        />
        <Button type="submit" size="lg" busy={setPassword.isPending} icon={KeyRound}>
          Set password
        </Button>
      </form>
    </Frame>
  );
}
