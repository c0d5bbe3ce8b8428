ALTER TABLE "events" ALTER COLUMN "event_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "attendance_mode" text DEFAULT 'in_person' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "event_state" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "online_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "all_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_listing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "organizer_email" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "organizer_phone" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "organizer_website" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "events_status_starts_idx" ON "events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "events_status_ends_listing_idx" ON "events" USING btree ("status","ends_listing_at");--> statement-breakpoint
-- Events stored before this migration have no date: 'Date to be announced' until staff set one. They last
-- changed when they were decided, and an address ending in 'ST 12345' gives their state.
UPDATE "events" SET "updated_at" = coalesce("decided_at", "created_at");--> statement-breakpoint
UPDATE "events" SET "event_state" = upper(substring("event_address" from ',\s*([A-Za-z]{2})\s+\d{5}(?:-\d{4})?\s*$'))
WHERE upper(substring("event_address" from ',\s*([A-Za-z]{2})\s+\d{5}(?:-\d{4})?\s*$')) IN (
  'AL','AK','AZ','AR','CA','CO','CT','DE','DC','FL','GA','HI','ID','IL','IN','IA','KS','KY','LA','ME','MD','MA','MI','MN','MS','MO',
  'MT','NE','NV','NH','NJ','NM','NY','NC','ND','OH','OK','OR','PA','RI','SC','SD','TN','TX','UT','VT','VA','WA','WV','WI','WY'
);
