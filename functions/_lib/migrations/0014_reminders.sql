-- Reminders (functions/reminders.ts). A device that turned reminders on keeps here its Web Push subscription (the
-- push service's endpoint and the two keys that encrypt for it) and its next reminder instants as opaque ids: never
-- what a reminder is for, never a time zone, never a name. Rows belong to the SHA-256 of the device key
-- (contract/device-key.ts); the device replaces them whenever something due changes, deletes them when reminders are
-- turned off, and "delete everything" erases them. A sent reminder's row is deleted; so is a subscription the push
-- service says is gone (404/410), with its instants.
create table feedback.reminder_subscriptions (
  key_hash text primary key check (key_hash ~ '^[0-9a-f]{64}$'),
  endpoint text not null check (char_length(endpoint) between 1 and 1000),
  p256dh text not null check (char_length(p256dh) between 86 and 90),
  auth text not null check (char_length(auth) between 22 and 24),
  updated_at timestamptz not null
);

create table feedback.reminder_occurrences (
  key_hash text not null references feedback.reminder_subscriptions (key_hash) on delete cascade,
  occurrence_id text not null check (occurrence_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  due_at timestamptz not null,
  primary key (key_hash, occurrence_id)
);

create index reminder_occurrences_due_idx on feedback.reminder_occurrences (due_at);

alter table feedback.reminder_subscriptions enable row level security;
alter table feedback.reminder_occurrences enable row level security;
