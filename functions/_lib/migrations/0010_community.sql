-- Resonance's moderated community (functions/community.ts). Posts and replies are written under a pseudonymous
-- handle chosen on the device; the device proves who it is with its community key, of which only the SHA-256 is kept
-- here (the first post under a handle reserves the handle for that key). Text only, stored as the text it is.
-- A post that suggests risk or holds method detail is `held` until a moderator decides; reports count once per
-- device key, and three open reports hide a post from everyone until it is reviewed.
create table feedback.community_handles (
  handle_key text primary key check (char_length(handle_key) between 3 and 24),
  handle text not null check (char_length(handle) between 3 and 24),
  key_hash text not null check (key_hash ~ '^[0-9a-f]{64}$'),
  suspended_at timestamptz,
  suspended_by text,
  suspend_reason text check (suspend_reason is null or char_length(suspend_reason) between 1 and 500),
  created_at timestamptz not null,
  check ((suspended_at is null) = (suspend_reason is null))
);

create index community_handles_key_idx on feedback.community_handles (key_hash);

create table feedback.community_posts (
  post_id uuid primary key,
  parent_id uuid references feedback.community_posts (post_id) on delete cascade,
  handle_key text not null references feedback.community_handles (handle_key),
  key_hash text not null check (key_hash ~ '^[0-9a-f]{64}$'),
  body text not null check (char_length(body) between 1 and 4000),
  body_hash text not null check (body_hash ~ '^[0-9a-f]{64}$'),
  content_notes jsonb not null check (jsonb_typeof(content_notes) = 'array' and jsonb_array_length(content_notes) <= 8),
  content_note_text text not null check (char_length(content_note_text) <= 200),
  status text not null check (status in ('published', 'held', 'rejected', 'removed')),
  hold_reasons jsonb not null default '[]' check (jsonb_typeof(hold_reasons) = 'array'),
  guidance jsonb not null default '[]' check (jsonb_typeof(guidance) = 'array'),
  decision_reason text check (decision_reason is null or char_length(decision_reason) between 1 and 500),
  reviewed_by text,
  reviewed_at timestamptz,
  claimed_by text,
  claimed_session text,
  claimed_until timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (parent_id is null or char_length(body) <= 2000),
  check ((claimed_until is null) = (claimed_session is null))
);

create index community_posts_public_idx on feedback.community_posts (status, parent_id, created_at desc);
create index community_posts_parent_idx on feedback.community_posts (parent_id);
create index community_posts_key_idx on feedback.community_posts (key_hash);

create table feedback.community_reports (
  post_id uuid not null references feedback.community_posts (post_id) on delete cascade,
  reporter_hash text not null check (reporter_hash ~ '^[0-9a-f]{64}$'),
  reason text not null check (reason in ('unsafe', 'harassment', 'spam', 'personal-information', 'other')),
  details text not null check (char_length(details) <= 500),
  status text not null default 'open' check (status in ('open', 'reviewed')),
  created_at timestamptz not null,
  primary key (post_id, reporter_hash)
);

create index community_reports_open_idx on feedback.community_reports (status, post_id);

create table feedback.community_notes (
  id bigint generated always as identity primary key,
  post_id uuid not null references feedback.community_posts (post_id) on delete cascade,
  admin_email text not null,
  note text not null check (char_length(note) between 1 and 1000),
  at timestamptz not null
);

create index community_notes_post_idx on feedback.community_notes (post_id, at);

-- The admin action log takes the moderators' actions too.
alter table feedback.admin_actions drop constraint admin_actions_action_check;
alter table feedback.admin_actions add constraint admin_actions_action_check check (action in (
  'verify-listing', 'decline-listing', 'close-report',
  'approve-post', 'reject-post', 'remove-post', 'suspend-handle', 'claim-post', 'release-post', 'note-post'));
alter table feedback.admin_actions drop constraint admin_actions_target_type_check;
alter table feedback.admin_actions add constraint admin_actions_target_type_check
  check (target_type in ('listing', 'report', 'post', 'handle'));

alter table feedback.community_handles enable row level security;
alter table feedback.community_posts enable row level security;
alter table feedback.community_reports enable row level security;
alter table feedback.community_notes enable row level security;
