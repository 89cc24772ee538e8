-- 0026_admin_review: filled by its owner (this placeholder runs as an empty statement)
SELECT 1;
