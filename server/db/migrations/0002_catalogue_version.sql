CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "settings_bump_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "menus_bump_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_bump_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "items_bump_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "offers_bump_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
