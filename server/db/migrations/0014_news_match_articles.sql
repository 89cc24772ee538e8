CREATE TABLE "news_match_articles" (
	"match_id" integer NOT NULL,
	"kind" text NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_match_articles_match_id_kind_pk" PRIMARY KEY("match_id","kind"),
	CONSTRAINT "news_match_articles_kind" CHECK ("news_match_articles"."kind" in ('preview', 'report'))
);
--> statement-breakpoint
ALTER TABLE "news_match_articles" ADD CONSTRAINT "news_match_articles_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_match_articles" ADD CONSTRAINT "news_match_articles_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;