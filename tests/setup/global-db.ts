import type { TestProject } from "vitest/node";
import { createTestDatabase } from "./test-database";

/** Vitest global setup: one fresh database per run, shared by every test file (tests create their own users). */
export default async function setup(project: TestProject) {
  const given = process.env.RIVALSCOPE_TEST_DB_URL;
  if (given) {
    project.provide("databaseUrl", given);
    return;
  }
  const db = await createTestDatabase(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined);
  project.provide("databaseUrl", db.url);
  return async () => db.drop();
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
