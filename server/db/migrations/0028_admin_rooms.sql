-- 0028_admin_rooms: filled by its owner (this placeholder runs as an empty statement)
SELECT 1;
