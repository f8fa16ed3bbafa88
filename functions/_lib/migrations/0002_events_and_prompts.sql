-- Anonymous usage events (POST /track) and feedback prompt interactions (POST /prompt-interaction). Both are keyed
-- by the client's own id, so a replayed request stores nothing twice.
create table feedback.events (
  id uuid primary key,
  session_id text,
  user_id text,
  type text not null check (
    type in ('page_view', 'user_action', 'error', 'performance', 'tool_completed', 'feedback_widget_opened')
  ),
  page text,
  data jsonb not null default '{}'::jsonb,
  context jsonb not null default '{}'::jsonb,
  occurred_at timestamptz not null,
  received_at timestamptz not null default now()
);

create index events_session_idx on feedback.events (session_id, occurred_at);
create index events_occurred_at_idx on feedback.events (occurred_at desc);

alter table feedback.events enable row level security;

create table feedback.prompt_interactions (
  id uuid primary key,
  session_id text not null,
  type text not null check (type in ('prompted', 'opened', 'dismissed', 'submitted')),
  page text,
  occurred_at timestamptz not null,
  received_at timestamptz not null default now()
);

create index prompt_interactions_session_idx on feedback.prompt_interactions (session_id, occurred_at desc);

alter table feedback.prompt_interactions enable row level security;
