-- Screenshot bytes for deployments without a file system of their own (serverless, UPLOAD_STORE=database). The
-- embedded server keeps uploads as files under DATA_DIR instead.
create table feedback.uploaded_files (
  name text primary key,
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/gif', 'image/webp')),
  size integer not null check (size > 0 and size <= 5242880),
  bytes bytea not null,
  created_at timestamptz not null default now()
);

alter table feedback.uploaded_files enable row level security;
