import type { StaffMember } from '@domain/contracts/staff';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@domain/staff-roles';
import { KeyRound, Mail, UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { BusyIcon } from '../../../../components/busy-icon';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog';
import { SelectField } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { useSession } from '../../../../lib/session/use-session';
import { AdminSection } from '../../../../components/admin/admin-section';
import { SaveError } from '../../../../components/admin/save-error';
import { QueryState } from '../../../../components/admin/query-state';
import { useChangeStaff, useStaffList } from '../api/staff';
import { SetPinDialog } from './set-pin-dialog';
import { AddStaffDialog } from './add-staff-dialog';

interface StaffCardProps {
  person: StaffMember;
  you: boolean;
  onDeactivate: () => void;
  onSetPin: () => void;
}

function StaffCard({ person, you, onDeactivate, onSetPin }: StaffCardProps) {
  const { changeRole, sendLink } = useChangeStaff();
  const toast = useToast();
  const label = person.name ?? person.email;
  const resend = () =>
    sendLink.mutate(person, {
      onSuccess: () => toast({ title: `A new link was sent to ${person.email}.`, tone: 'success' }),
      onError: (error) => toast({ title: `The link was not sent: ${error.message}` }),
    });
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-tea-900/10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-bold">
            {label}
            {you ? <span className="ml-2 text-sm font-semibold text-tea-700">(you)</span> : null}
          </h3>
          <p className="text-sm break-all text-tea-700">{person.email}</p>
          {person.active ? <p className="text-sm text-tea-700">{person.hasPin ? 'Has a PIN' : 'No PIN yet'}</p> : null}
          {!person.active ? (
            <p className="mt-1 inline-flex rounded-full bg-berry-50 px-3 py-1 text-sm font-semibold text-berry-700">
              Deactivated
            </p>
          ) : null}
        </div>
        {person.active ? (
          <div className="flex flex-wrap items-end gap-2">
            <SelectField
              id={`role-${person.id}`}
              label={`Role of ${label}`}
              value={person.role}
              disabled={changeRole.isPending}
              onChange={(event) => changeRole.mutate({ id: person.id, role: event.target.value as StaffRole })}
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </SelectField>
            <Button size="sm" variant="secondary" onClick={resend} disabled={sendLink.isPending}>
              <BusyIcon busy={sendLink.isPending} icon={Mail} className="size-4" />
              Send a new link
            </Button>
            <Button size="sm" variant="secondary" onClick={onSetPin} aria-label={`Set PIN for ${label}`}>
              <KeyRound aria-hidden className="size-4" />
              Set PIN
            </Button>
            <Button size="sm" variant="danger" onClick={onDeactivate} aria-label={`Deactivate ${label}`}>
              Deactivate
            </Button>
          </div>
        ) : (
          <p className="text-sm text-tea-700">{STAFF_ROLE_LABELS[person.role]}</p>
        )}
      </div>
      {changeRole.error ? <SaveError title="The role was not changed." detail={changeRole.error.message} /> : null}
    </li>
  );
}

/** The staff: each person's role, a new link, deactivation; + Add Staff. */
export function StaffSection() {
  const staff = useStaffList();
  const session = useSession();
  const { deactivate } = useChangeStaff();
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState<StaffMember | null>(null);
  const [pinFor, setPinFor] = useState<StaffMember | null>(null);
  const yourEmail = session.data?.user?.email;

  return (
    <AdminSection id="staff-title" title="Staff" addLabel="+ Add Staff" onAdd={() => setAdding(true)}>
      <QueryState query={staff} loading="Loading staff…" failed="The staff could not be loaded.">
        {(people) => (
          <ul className="grid grid-cols-1 gap-3">
            {people.map((person) => (
              <StaffCard
                key={person.id}
                person={person}
                you={person.email === yourEmail}
                onDeactivate={() => setLeaving(person)}
                onSetPin={() => setPinFor(person)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {deactivate.error ? <SaveError title="Nobody was deactivated." detail={deactivate.error.message} /> : null}
      <AddStaffDialog open={adding} onOpenChange={setAdding} />
      <SetPinDialog person={pinFor} onClose={() => setPinFor(null)} />
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => (open ? null : setLeaving(null))}
        title={`Deactivate ${leaving?.name ?? leaving?.email}?`}
        description="They are signed out everywhere at once and cannot sign in again. What they did stays in the activity log."
        pending={deactivate.isPending}
        onConfirm={() => {
          if (leaving) deactivate.mutate(leaving, { onSettled: () => setLeaving(null) });
        }}
        confirm="Deactivate"
        icon={UserX}
      />
    </AdminSection>
  );
}
