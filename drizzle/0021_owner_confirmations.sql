-- "Still right?": a verified owner is asked every STILL_RIGHT_DAYS whether their listing is still right, and
-- their yes (or their own edit) is shown as 'Confirmed by the owner, November 2026'. One row per listing keeps
-- when its owner last confirmed it and when they were last asked, so the reminder job claims a listing with a
-- conditional upsert and several server processes never send the same period's e-mail twice.
CREATE TABLE "owner_confirmations" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "owner_confirmations" ADD CONSTRAINT "owner_confirmations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The e-mailed one-click 'Yes, still right' links: like sign-in links, only a hash of the token is kept, and
-- using one is a conditional update, so it works once. It names the owner it was sent to: a listing that
-- changed hands since refuses the old owner's link.
CREATE TABLE "still_right_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "still_right_links" ADD CONSTRAINT "still_right_links_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "still_right_links" ADD CONSTRAINT "still_right_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "still_right_links_expires_idx" ON "still_right_links" USING btree ("expires_at");
