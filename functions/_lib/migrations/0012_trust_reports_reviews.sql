-- Issue 31 (trust). Reports are counted per established identity and per address, and capped; a listing's public
-- text changed after review goes back to review with the changed fields named; directory reports are deduplicated.

-- A listing's fields changed since its last review (names only, e.g. ["contact","bio"]), shown to the admin; cleared
-- when the admin verifies or declines it.
alter table feedback.directory_listings add column changed_fields jsonb not null default '[]'
  check (jsonb_typeof(changed_fields) = 'array' and jsonb_array_length(changed_fields) <= 16);

-- Who reported a listing: the SHA-256 of the reporter's address group (an IPv6 caller's /64), so one address has
-- one open report per listing. Older reports have none.
alter table feedback.directory_reports add column reporter_hash text
  check (reporter_hash is null or reporter_hash ~ '^[0-9a-f]{64}$');
create unique index directory_reports_open_reporter_idx on feedback.directory_reports (listing_id, reporter_hash)
  where status = 'open';

-- A community report also keeps the SHA-256 of the reporter's address group (one report per address and post), and
-- whether it counts toward hiding the post: only a report from an established posting identity does (decided when
-- it is made). Reports made before this counted, so they still do until a moderator reviews them.
alter table feedback.community_reports add column address_hash text
  check (address_hash is null or address_hash ~ '^[0-9a-f]{64}$');
alter table feedback.community_reports add column counts boolean not null default true;
alter table feedback.community_reports alter column counts set default false;
create unique index community_reports_address_idx on feedback.community_reports (post_id, address_hash);
create index community_posts_held_idx on feedback.community_posts (status, created_at);
