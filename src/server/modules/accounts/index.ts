/**
 * The accounts module's public file: other modules, app.ts, main.ts, scripts and bench import accounts from here only
 *. It owns the users, sessions and login_throttle tables, sign-in, and staff access.
 */
export { accountRoutes } from './account-routes';
export { userAdminRoutes } from './user-admin-routes';
export { staffRoutes } from './staff-routes';
export { AccountService } from './account-service';
export { StaffService } from './staff-service';
export { counterDeviceRoutes } from './counter-device-routes';
export { CounterDeviceService } from './counter-device-service';
export { adminOf, registerStaffAccess, staffStreamSession } from './staff-access';
export { demoAdminNotice, ensureDemoAdmin } from './demo-admin';
export { createSession, deleteExpiredSessions, DEVICE_COOKIE, hashToken, SESSION_COOKIE } from './sessions';
export { forgetOldFailures } from './login-throttle';
export { hashPassword, verifyPassword } from './password-hashing';
export { adminEmails, findUserByEmail, saveUser, type UserRow } from './users-repository';
export { weakPasswordReason } from './password-rules';
