-- Issue 28's daily budget: at most MAX_INBOX_RETURNS_PER_DAY returns an inbox takes per UTC calendar day. Returns are
-- deleted entirely when acknowledged or withdrawn (functions/_lib/inbox/store.ts), so counting the rows of
-- feedback.inbox_returns no longer counts the day's returns. This counter holds only the inbox id, the UTC day and a
-- number: no return id, size, time or ciphertext. A send takes a slot in one statement (insert ... on conflict do
-- update ... where count < limit); rows older than yesterday are deleted by the next send, and an inbox's rows go with
-- it (on delete cascade: erase, expiry of the inbox).
create table feedback.inbox_day_counts (
  inbox_id text not null references feedback.inboxes (inbox_id) on delete cascade,
  day date not null,
  count integer not null check (count >= 0),
  primary key (inbox_id, day)
);
create index inbox_day_counts_day on feedback.inbox_day_counts (day);

-- Only the functions (the table owner) read it; Supabase's API roles get nothing.
alter table feedback.inbox_day_counts enable row level security;
