-- Feedback submissions (spec sections 3 and 7). Everything lives in its own schema: on a Supabase database the
-- public schema is exposed through its REST API, this one is not. Row-level security is on with no policies, so only
-- the owner (the functions' own connection) can read or write; anonymous and signed-in API roles see nothing.
create schema if not exists feedback;

create table feedback.submissions (
  id uuid primary key,
  session_id text not null,
  user_id text,
  category text not null,
  subcategory text,
  type text not null check (type in ('bug_report', 'feature_request', 'satisfaction', 'improvement', 'other')),
  rating smallint check (rating between 1 and 5),
  title text not null,
  message text not null,
  module text not null check (module in ('insight', 'presence', 'resonance', 'starchart', 'general')),
  fields jsonb not null default '{}'::jsonb,
  context jsonb not null default '{}'::jsonb,
  metadata jsonb not null default '{}'::jsonb,
  attachments jsonb not null default '[]'::jsonb,
  status text not null default 'new' check (status in ('new', 'in_review', 'planned', 'resolved', 'closed')),
  admin_note text,
  client_submitted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index submissions_created_at_idx on feedback.submissions (created_at desc);
create index submissions_session_idx on feedback.submissions (session_id, created_at desc);
create index submissions_user_idx on feedback.submissions (user_id, created_at desc) where user_id is not null;
create index submissions_status_idx on feedback.submissions (status, created_at desc);

alter table feedback.submissions enable row level security;

-- A person's feedback preferences (prompt and tracking opt-outs), keyed by user id or anonymous session id.
create table feedback.preferences (
  user_id text primary key,
  prompt_opt_out boolean not null default false,
  tracking_opt_out boolean not null default false,
  updated_at timestamptz not null default now()
);

alter table feedback.preferences enable row level security;
