import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@domain/staff-roles';
import { useState, type FormEvent } from 'react';
import { SelectField, TextField, textState } from '../../../../components/form-field';
import { AddDialog } from '../../../../components/admin/add-dialog';
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
    <AddDialog
      open={open}
      onOpenChange={close}
      title="Add Staff"
      description="They get an e-mail with a link to set their own password. The link works once, for 24 hours."
      onSubmit={submit}
      failed={add.error ? { title: 'The person was not added.', detail: add.error.message } : null}
      pending={add.isPending}
    >
      <TextField
        id="staff-name"
        label="Name"
        maxLength={80}
        autoComplete="off"
        error={errors.name}
        {...textState(name, setName)}
      />
      <TextField
        id="staff-email"
        label="E-mail"
        type="email"
        autoComplete="off"
        error={errors.email}
        {...textState(email, setEmail)}
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
    </AddDialog>
  );
}
