-- Book submissions (functions/books.ts). The submission id is the draft id made on the author's device (bound to its
-- device key in device_bindings, so a repeat is received once); the receipt code is chosen here and is how the
-- author reads the status without an account. The manuscript's bytes live in their own table, in the database, so
-- the embedded default needs nothing outside the machine and a list of submissions never reads 20 MB rows. The type
-- is the one decided from the bytes (contract/book-manuscript.ts), never the one the client declared.
create table feedback.book_submissions (
  submission_id uuid primary key,
  receipt_code text not null unique check (receipt_code ~ '^[0-9A-HJKMNP-TV-Z]{9}$'),
  title text not null check (char_length(title) between 1 and 200),
  author text not null check (char_length(author) between 1 and 120),
  synopsis text not null check (char_length(synopsis) between 1 and 4000),
  content_notes text not null check (char_length(content_notes) <= 1000),
  file_name text not null check (char_length(file_name) <= 200),
  manuscript_type text not null check (manuscript_type in (
    'application/pdf', 'application/epub+zip',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
  manuscript_size integer not null check (manuscript_size between 1 and 20971520),
  manuscript_sha256 text not null check (manuscript_sha256 ~ '^[0-9a-f]{64}$'),
  details_sha256 text not null check (details_sha256 ~ '^[0-9a-f]{64}$'),
  status text not null default 'received' check (status in ('received', 'in-review', 'accepted', 'declined')),
  author_note text check (author_note is null or char_length(author_note) between 1 and 1000),
  reviewed_by text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (status <> 'declined' or author_note is not null)
);

create index book_submissions_status_idx on feedback.book_submissions (status, created_at);

create table feedback.book_manuscripts (
  submission_id uuid primary key references feedback.book_submissions (submission_id) on delete cascade,
  bytes bytea not null
);

-- The admin's status changes and deletions (an author's withdrawal) join the action log.
alter table feedback.admin_actions drop constraint admin_actions_action_check;
alter table feedback.admin_actions add constraint admin_actions_action_check check (action in (
  'verify-listing', 'decline-listing', 'close-report',
  'approve-post', 'reject-post', 'remove-post', 'suspend-handle', 'claim-post', 'release-post', 'note-post',
  'set-book-status', 'delete-book'));
alter table feedback.admin_actions drop constraint admin_actions_target_type_check;
alter table feedback.admin_actions add constraint admin_actions_target_type_check
  check (target_type in ('listing', 'report', 'post', 'handle', 'book'));

alter table feedback.book_submissions enable row level security;
alter table feedback.book_manuscripts enable row level security;
