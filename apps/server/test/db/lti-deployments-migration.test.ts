/**
 * Migration 0028 (ADR 0095) on a database that has LTI connections already: each connection's
 * `deployment_ids` become its rows of `lti_deployments`, a login under way keeps its connection and
 * gains its issuer and client id, and the database then holds the rule: a deployment of a platform
 * client is one connection's, with that connection's issuer and client id.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../../src/db/client.ts';
import { migrate, readMigrations } from '../../src/db/migrate.ts';

let dir = '';
let database: Database;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tasreef-0028-'));
  database = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dir, 'pg') });
}, 120_000);
afterAll(async () => {
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

it('moves the connections’ deployment ids into lti_deployments and keeps a login under way', async () => {
  const { db } = database;
  const all = readMigrations();
  const at = all.findIndex((m) => m.tag === '0028_lti_deployments');
  expect(at).toBeGreaterThan(0);
  await migrate(db, all.slice(0, at));
  // the connections' school is not the point here: its foreign key is left unchecked for the seed
  await db.execute(sql`set session_replication_role = replica`);
  await db.execute(sql`insert into lti_connections (id, organization_id, issuer, client_id, deployment_ids, auth_url, jwks_url, created_at, registered_at) values
    (${id(1)}, ${id(99)}, 'https://lms.a.example', 'client-1', '{dep-1,dep-2}', 'https://lms.a.example/auth', 'https://lms.a.example/jwks', now(), now()),
    (${id(2)}, ${id(99)}, 'https://lms.b.example', 'client-2', '{}', 'https://lms.b.example/auth', 'https://lms.b.example/jwks', now(), now()),
    (${id(3)}, ${id(99)}, null, null, '{}', null, null, now(), null)`);
  await db.execute(sql`insert into lti_logins (state, connection_id, nonce, browser_hash, expires_at) values ('state-1', ${id(1)}, 'nonce', 'hash', now() + interval '5 minutes')`);
  await db.execute(sql`set session_replication_role = origin`);

  expect(await migrate(db, all)).toEqual(all.slice(at).map((m) => m.tag));
  const deployments = rowsOf<{ connection_id: string; issuer: string; client_id: string; deployment_id: string }>(
    await db.execute(sql`select connection_id, issuer, client_id, deployment_id from lti_deployments order by deployment_id`),
  );
  expect(deployments).toEqual([
    { connection_id: id(1), issuer: 'https://lms.a.example', client_id: 'client-1', deployment_id: 'dep-1' },
    { connection_id: id(1), issuer: 'https://lms.a.example', client_id: 'client-1', deployment_id: 'dep-2' },
  ]);
  const logins = rowsOf<{ connection_id: string; issuer: string; client_id: string }>(await db.execute(sql`select connection_id, issuer, client_id from lti_logins`));
  expect(logins).toEqual([{ connection_id: id(1), issuer: 'https://lms.a.example', client_id: 'client-1' }]);

  // another connection may now share the issuer and client id, with its own deployment
  await db.execute(sql`set session_replication_role = replica`);
  await db.execute(sql`insert into lti_connections (id, organization_id, issuer, client_id, created_at) values (${id(4)}, ${id(98)}, 'https://lms.a.example', 'client-1', now())`);
  await db.execute(sql`set session_replication_role = origin`);
  await db.execute(
    sql`insert into lti_deployments (issuer, client_id, deployment_id, connection_id, created_at) values ('https://lms.a.example', 'client-1', 'dep-3', ${id(4)}, now())`,
  );
  // but not a deployment another connection holds, nor one of an issuer and client id not its connection's
  await expect(
    db.execute(
      sql`insert into lti_deployments (issuer, client_id, deployment_id, connection_id, created_at) values ('https://lms.a.example', 'client-1', 'dep-1', ${id(4)}, now())`,
    ),
  ).rejects.toThrow();
  await expect(
    db.execute(
      sql`insert into lti_deployments (issuer, client_id, deployment_id, connection_id, created_at) values ('https://lms.b.example', 'client-2', 'dep-9', ${id(4)}, now())`,
    ),
  ).rejects.toThrow();
}, 120_000);
