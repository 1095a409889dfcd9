import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/dialog';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useDeleteMyData } from '../api/delete-my-data';
import { FormError } from './form-error';

/** 'Delete My Data', after a confirmation that says what goes and what stays. */
export function DeleteMyDataDialog({
  accessToken,
  email,
  orderCount,
  unpaidAttempts,
  onDeleted,
  onAccessLost,
}: {
  accessToken: string;
  email: string;
  orderCount: number;
  unpaidAttempts: number;
  onDeleted: (anonymisedOrders: number) => void;
  onAccessLost: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const erase = useDeleteMyData();
  const toast = useToast();

  const onConfirm = () =>
    erase.mutate(accessToken, {
      onSuccess: ({ message, anonymisedOrders }) => {
        setOpen(false);
        // It alerts 'Your data has been deleted.' (the server's message, word for word).
        toast({ title: message, tone: 'alert' });
        onDeleted(anonymisedOrders);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          setOpen(false);
          onAccessLost(error.message);
        }
      },
    });

  const held = [
    orderCount > 0 ? `${orderCount} order(s)` : null,
    unpaidAttempts > 0 ? `${unpaidAttempts} unpaid checkout attempt(s)` : null,
  ].filter(Boolean);

  return (
    <AlertDialog open={open} onOpenChange={(next) => (erase.isPending ? undefined : setOpen(next))}>
      <AlertDialogTrigger asChild>
        <Button variant="danger" className="shrink-0">
          <Trash2 aria-hidden className="size-5" />
          Delete My Data
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete your data?</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="grid gap-3">
            <p>
              We will remove your name and e-mail address ({email}) from{' '}
              {held.length ? held.join(' and ') : 'anything we hold under it'}, and delete the e-mails we sent to it.
            </p>
            <p>
              The orders stay in our accounts only as anonymous financial records (items, amounts and dates), as the law
              on keeping business records requires. Nobody will be able to link them to you any more.
            </p>
            <p className="font-semibold text-tea-900">This cannot be undone.</p>
          </div>
        </AlertDialogDescription>
        {erase.error && !(erase.error instanceof ApiError && erase.error.status === 401) ? (
          <FormError>{erase.error.message}</FormError>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={erase.isPending}>
              Keep my data
            </Button>
          </AlertDialogCancel>
          <Button onClick={onConfirm} busy={erase.isPending}>
            <Trash2 aria-hidden className="size-5" />
            {erase.isPending ? 'Deleting...' : 'Delete My Data'}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
