-- Listing search (issue #13): the full-text and category GIN indexes without a pending list.
-- With fastupdate on (the default) new rows queue in an unsorted list that every search scans
-- in full until a vacuum merges it: up to 4 MB per index, read on each keyword and category
-- query of the embedded database. Off, each insert updates the index itself (a little slower
-- to write), and search cost no longer depends on when the last vacuum ran.
ALTER INDEX listings_search_gin SET (fastupdate = off);
ALTER INDEX listings_categories_gin SET (fastupdate = off);
