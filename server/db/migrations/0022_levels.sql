-- 0022_levels: filled by its owner (this placeholder runs as an empty statement)
SELECT 1;
