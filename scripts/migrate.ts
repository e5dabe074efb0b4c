import { env } from "@/lib/env";
import { migrateDatabase } from "@/lib/db/migrate";

const url = env().DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. `npm start` migrates the embedded database by itself.");
  process.exit(1);
}
await migrateDatabase(url);
console.log("Migrations applied.");
