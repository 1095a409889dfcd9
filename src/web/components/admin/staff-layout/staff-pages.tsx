import type { StaffPermission } from '@domain/staff-roles';
import { createContext, useContext } from 'react';

/** An admin page as the staff navigation lists it: its address, its name, and what a role needs to open it. */
export interface StaffPageLink {
  path: string;
  label: string;
  permission: StaffPermission;
}

/**
 * The admin pages the staff navigation offers. The list itself is the app's (it also makes the routes), so it is
 * handed down from there rather than imported by the layout, which every staff screen shares.
 */
export const StaffPagesContext = createContext<readonly StaffPageLink[]>([]);

export const useStaffPages = () => useContext(StaffPagesContext);
