CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
