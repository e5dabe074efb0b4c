CREATE TABLE "worker_leases" (
	"worker_id" text PRIMARY KEY NOT NULL,
	"process" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
