CREATE TABLE "kitchen_switch_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kitchen_switch_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"value" jsonb,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_switches" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "kitchen_switch_log_at_idx" ON "kitchen_switch_log" USING btree ("at");--> statement-breakpoint
CREATE TRIGGER "kitchen_switches_bump_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "kitchen_switches" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
