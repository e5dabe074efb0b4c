ALTER TABLE "monitored_pages" ADD COLUMN "full_fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monitored_pages" ADD COLUMN "script_rendered" boolean DEFAULT false NOT NULL;