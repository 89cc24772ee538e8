-- 0024_account_deletion: filled by its owner (this placeholder runs as an empty statement)
SELECT 1;
