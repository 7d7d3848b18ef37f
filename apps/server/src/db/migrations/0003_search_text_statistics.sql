-- Substring searches ('%term%') are estimated from this column's histogram. The default sample
-- (30,000 rows) gives estimates that swing between runs, and with them the choice between the trigram
-- index and walking the newest-first index; a larger target makes the estimate finer and steady.
ALTER TABLE "internships" ALTER COLUMN "search_text" SET STATISTICS 1000;
