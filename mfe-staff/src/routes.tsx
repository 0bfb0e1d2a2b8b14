import { StaffConsole } from './StaffConsole';

/**
 * The routes mfe-staff owns: the staff console, mounted by the shell under /staff (and /km/staff) for a staff
 * sign-in only, so its code and texts never reach a customer's browser. Its paths are relative to /staff.
 */
export default function StaffRoutes() {
  return <StaffConsole />;
}
