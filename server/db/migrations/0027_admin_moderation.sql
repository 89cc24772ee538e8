-- 0027_admin_moderation: filled by its owner (this placeholder runs as an empty statement)
SELECT 1;
