import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, RotateCcw, Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { useRequestDataCode } from '../api/request-data-code';
import { useVerifyDataCode, type DataAccess } from '../api/verify-data-code';
import { cleanCode } from '../my-data-format';
import { TextField } from '../../../components/form-field';
import { FormError } from './form-error';

const codeFormSchema = z.object({
  code: z.string().transform(cleanCode).pipe(z.string().length(6, 'Enter the 6-digit code from the e-mail.')),
});

/** Step 2: the code from the e-mail, then 'View My Data'. */
export function CodeStep({
  email,
  message,
  onVerified,
  onResent,
  onChangeEmail,
}: {
  email: string;
  message: string;
  onVerified: (access: DataAccess) => void;
  onResent: (message: string) => void;
  onChangeEmail: () => void;
}) {
  const verify = useVerifyDataCode();
  const resend = useRequestDataCode();
  const form = useForm<z.input<typeof codeFormSchema>, unknown, z.output<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = form.handleSubmit(({ code }) => verify.mutate({ email, code }, { onSuccess: onVerified }));

  const onResend = () => {
    verify.reset();
    form.reset({ code: '' });
    resend.mutate(email, { onSuccess: ({ message: sent }) => onResent(sent) });
  };

  const codeField = form.register('code');
  const error = form.formState.errors.code?.message ?? verify.error?.message;

  return (
    <div className="grid gap-5">
      <div role="status" className="flex gap-3 rounded-2xl bg-taro-50 p-4 text-tea-800 ring-1 ring-taro-200">
        <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-taro-700" />
        <p>
          {resend.isSuccess ? 'We have sent a new code. ' : ''}
          {message}{' '}
          <span className="block text-sm text-tea-700">
            Sent to <strong className="break-all">{email}</strong>.
          </span>
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <TextField
          look="roomy"
          id="data-code"
          label="6-digit code"
          hint="Check your inbox and your spam folder. The code works for 10 minutes and 5 tries."
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          spellCheck={false}
          className="max-w-56 font-mono text-2xl tracking-[0.3em]"
          error={error}
          {...codeField}
          onChange={(event) => {
            event.target.value = cleanCode(event.target.value);
            void codeField.onChange(event);
          }}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" busy={verify.isPending}>
            <Search aria-hidden className="size-5" />
            {verify.isPending ? 'Checking...' : 'View My Data'}
          </Button>
        </div>
      </form>
      {resend.error ? <FormError>{resend.error.message}</FormError> : null}
      <div className="flex flex-wrap gap-x-2 gap-y-1 border-t border-tea-900/10 pt-4">
        <Button variant="ghost" size="sm" onClick={onResend} disabled={resend.isPending}>
          <RotateCcw aria-hidden className="size-4" />
          {resend.isPending ? 'Sending...' : 'Send a new code'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onChangeEmail}>
          Use a different email
        </Button>
      </div>
    </div>
  );
}
