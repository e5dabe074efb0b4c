/**
 * What `npm start` tells the web server about its embedded database: while the supervisor restarts a
 * crashed Postgres it writes "restarting" to a file under DATA_DIR, and /health reports that instead of
 * a bare "unreachable". The file lives only while npm start runs an embedded database.
 */
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

export type DatabaseState = "running" | "restarting";

const stateFile = () => path.join(env().DATA_DIR, "database-state.json");

export function writeDatabaseState(state: DatabaseState): void {
  const file = stateFile();
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ state, since: new Date().toISOString(), supervisor: process.pid }));
  fs.renameSync(tmp, file);
}

export function clearDatabaseState(): void {
  fs.rmSync(stateFile(), { force: true });
}

/** The state npm start last wrote, or null (no file, or a file left by a supervisor that is gone). */
export function readDatabaseState(): DatabaseState | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(stateFile(), "utf8")) as { state?: unknown; supervisor?: unknown };
    if (typeof parsed.supervisor === "number") process.kill(parsed.supervisor, 0);
    return parsed.state === "restarting" || parsed.state === "running" ? parsed.state : null;
  } catch {
    return null;
  }
}
