CREATE TABLE "predictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"competitor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"what" text NOT NULL,
	"confidence" real NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"outcome" text,
	"resolved_at" timestamp with time zone,
	"resolved_by_change_id" uuid
);
--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "predictions_user_comp_idx" ON "predictions" USING btree ("user_id","competitor_id","made_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "predictions_open_idx" ON "predictions" USING btree ("competitor_id","kind") WHERE "predictions"."outcome" is null;