CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"event" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "changes_user_detected_idx";--> statement-breakpoint
CREATE INDEX "live_events_user_id_idx" ON "live_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "changes_user_unread_type_idx" ON "changes" USING btree ("user_id","type","importance") WHERE "changes"."is_read" = false;--> statement-breakpoint
CREATE INDEX "changes_user_detected_idx" ON "changes" USING btree ("user_id","detected_at" DESC NULLS LAST,"id" DESC NULLS LAST);