CREATE TABLE "nacha_file_ids" (
	"immediate_origin" text NOT NULL,
	"creation_date" date NOT NULL,
	"modifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nacha_file_ids_immediate_origin_creation_date_modifier_pk" PRIMARY KEY("immediate_origin","creation_date","modifier")
);
