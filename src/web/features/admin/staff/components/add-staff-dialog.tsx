import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@domain/staff-roles';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button, buttonClasses } from '../../../../components/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../../components/dialog';
import { SelectField, TextField } from '../../../../components/form-field';
import { SaveError } from '../../../../components/admin/save-error';
import { useChangeStaff } from '../api/staff';
import { ROLE_HINTS } from './role-hints';

/** + Add Staff: a name, an e-mail and a role; the person is e-mailed a link to set their own password. */
export function AddStaffDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { add } = useChangeStaff();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('barista');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});

  const close = (next: boolean) => {
    if (!next) {
      setName('');
      setEmail('');
      setRole('barista');
      setErrors({});
      add.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : 'Please enter a name.',
      email: /^\S+@\S+\.\S+$/.test(email.trim()) ? undefined : 'Please enter a valid e-mail address.',
    };
    setErrors(found);
    if (found.name || found.email) return;
    add.mutate({ name: name.trim(), email: email.trim(), role }, { onSuccess: () => close(false) });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <DialogTitle>Add Staff</DialogTitle>
        <DialogDescription>
          They get an e-mail with a link to set their own password. The link works once, for 24 hours.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 grid grid-cols-1 gap-4">
          <TextField
            id="staff-name"
            label="Name"
            value={name}
            maxLength={80}
            autoComplete="off"
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            id="staff-email"
            label="E-mail"
            type="email"
            value={email}
            autoComplete="off"
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <SelectField
            id="staff-role"
            label="Role"
            value={role}
            hint={ROLE_HINTS[role]}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {STAFF_ROLE_LABELS[value]}
              </option>
            ))}
          </SelectField>
          {add.error ? <SaveError title="The person was not added." detail={add.error.message} /> : null}
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <DialogClose className={buttonClasses({ variant: 'secondary' })}>Cancel</DialogClose>
            <Button type="submit" variant="primary" disabled={add.isPending} aria-busy={add.isPending}>
              {add.isPending ? <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" /> : null}
              Add Staff
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
