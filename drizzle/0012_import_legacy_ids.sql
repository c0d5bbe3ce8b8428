ALTER TABLE "blog_requests" ADD COLUMN "legacy_id" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "legacy_id" text;--> statement-breakpoint
ALTER TABLE "business_suggestions" ADD COLUMN "legacy_id" text;--> statement-breakpoint
ALTER TABLE "business_edit_requests" ADD COLUMN "legacy_id" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "legacy_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "legacy_id" text;--> statement-breakpoint
ALTER TABLE "user_businesses" ADD COLUMN "legacy_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_requests_legacy_id_key" ON "blog_requests" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blogs_legacy_id_key" ON "blogs" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_suggestions_legacy_id_key" ON "business_suggestions" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "edit_requests_legacy_id_key" ON "business_edit_requests" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_legacy_id_key" ON "listings" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_legacy_id_key" ON "reviews" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_businesses_legacy_id_key" ON "user_businesses" USING btree ("legacy_id");