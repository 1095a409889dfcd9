import { staffMemberAnswer, type AddStaffInput, type StaffMember } from '@domain/contracts/staff';
import type { StaffRole } from '@domain/staff-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';
import { useStaffQuery } from '../../../../lib/admin/staff-query';

/** Under ['admin'], as every admin query: signing out drops it. */
const staffKey = ['admin', 'staff'] as const;

/** GET /api/admin/staff: everyone with a staff role, active first. */
export function useStaffList() {
  return useStaffQuery(staffKey, '/api/admin/staff', z.array(staffMemberAnswer));
}

/** The Staff page's changes; each answers with the person as they now are, and the list is asked for again. */
export function useChangeStaff() {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: staffKey });
  const member = (path: string, json?: unknown, method: 'POST' | 'PUT' = 'POST') =>
    staffFetch(path, { answer: staffMemberAnswer, method, json });
  const add = useMutation({
    mutationFn: (input: AddStaffInput) => member('/api/admin/staff', input),
    onSuccess: settle,
  });
  const changeRole = useMutation({
    mutationFn: ({ id, role }: { id: string; role: StaffRole }) =>
      member(`/api/admin/staff/${encodeURIComponent(id)}/role`, { role }, 'PUT'),
    onSuccess: settle,
  });
  const deactivate = useMutation({
    mutationFn: (person: StaffMember) => member(`/api/admin/staff/${encodeURIComponent(person.id)}/deactivate`),
    onSuccess: settle,
  });
  const sendLink = useMutation({
    mutationFn: (person: StaffMember) => member(`/api/admin/staff/${encodeURIComponent(person.id)}/link`),
  });
  return { add, changeRole, deactivate, sendLink };
}
