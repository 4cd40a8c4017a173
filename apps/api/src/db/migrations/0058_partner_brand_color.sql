ALTER TABLE "partners" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_brand_color_hex" CHECK ("partners"."brand_color" ~ '^#[0-9a-f]{6}$');