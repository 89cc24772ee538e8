-- 0021_messages: filled by its owner (this placeholder runs as an empty statement)
SELECT 1;
