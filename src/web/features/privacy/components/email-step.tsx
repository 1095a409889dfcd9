import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@domain/schemas';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { useRequestDataCode } from '../api/request-data-code';
import { TextField } from '../../../components/form-field';
import { FormError } from './form-error';

const emailFormSchema = z.object({ email: emailSchema });

/** Step 1: the address. Nothing on screen says whether it has orders: every address gets the same answer. */
export function EmailStep({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  onSent: (email: string, message: string) => void;
}) {
  const request = useRequestDataCode();
  const form = useForm<z.input<typeof emailFormSchema>, unknown, z.output<typeof emailFormSchema>>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutate(email, { onSuccess: ({ message }) => onSent(email, message) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <TextField
        look="roomy"
        id="data-email"
        label="Email"
        hint="The address you gave when you ordered."
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      {request.error ? <FormError>{request.error.message}</FormError> : null}
      <Button
        type="submit"
        size="lg"
        className="justify-self-start"
        disabled={request.isPending}
        aria-busy={request.isPending}
      >
        <Mail aria-hidden className="size-5" />
        {request.isPending ? 'Sending...' : 'Email Me a Code'}
      </Button>
    </form>
  );
}
