/**
 * For tests, set-ups a describe block builds before its tests and closes after them: a server with an admin signed
 * in, and two server instances sharing one PostgreSQL database (as the shop runs behind a load balancer) to prove that
 * what happens on one is seen on the other. Each hands what it built to the block's own variables through `give`.
 */
import { afterAll, beforeAll } from 'vitest';
import { buildTestServer, type BuildTestOptions, type TestServer } from './build';
import { makeSession, makeUser } from './factories';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

export interface TwoInstances {
  shared: TestDatabase;
  a: TestServer;
  b: TestServer;
  /** A signed-in admin's headers (session cookie and CSRF token), good on both instances. */
  staff: Record<string, string>;
}

type InstanceOptions = Omit<BuildTestOptions, 'kind' | 'shared'>;

export interface StaffServer {
  server: TestServer;
  /** A signed-in admin's headers (session cookie and CSRF token). */
  staff: Record<string, string>;
}

/** A test server on the given database with an admin (of this e-mail address, if given) signed in. */
export function useStaffServer(
  kind: DatabaseKind,
  give: (built: StaffServer) => void,
  { email, ...options }: InstanceOptions & { email?: string } = {},
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await buildTestServer({ kind, ...options });
    const admin = await makeUser(server.database.db, { email, isAdmin: true });
    give({ server, staff: (await makeSession(server.database.db, admin)).headers });
  });
  afterAll(() => server?.close());
}

/**
 * Two instances on one PostgreSQL test database, each built with its own options, and an admin signed in: the answer
 * is filled in before the block's tests run, so a test reads what it needs from it (`const { a, b } = two`).
 */
export function twoInstances(options: { a?: InstanceOptions; b?: InstanceOptions } = {}): TwoInstances {
  const built: Partial<TwoInstances> = {};
  beforeAll(async () => {
    const shared = await createTestDatabase('postgres');
    built.shared = shared;
    built.a = await buildTestServer({ ...options.a, shared });
    built.b = await buildTestServer({ ...options.b, shared });
    const admin = await makeUser(shared.database.db, { isAdmin: true });
    built.staff = (await makeSession(shared.database.db, admin)).headers;
  });
  afterAll(async () => {
    await built.a?.close();
    await built.b?.close();
    await built.shared?.drop();
  });
  return built as TwoInstances;
}

/** twoInstances, handing what it built to the block's own variables through `give`. */
export function useTwoInstances(
  give: (built: TwoInstances) => void,
  options: { a?: InstanceOptions; b?: InstanceOptions } = {},
): void {
  const built = twoInstances(options);
  beforeAll(() => give(built));
}
