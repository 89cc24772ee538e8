-- 0023_match_chat: filled by its owner (this placeholder runs as an empty statement)
SELECT 1;
