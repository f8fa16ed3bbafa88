-- Reminders are claimed with a lease instead of being held in one long transaction while their pushes go out
-- (functions/_lib/reminders/scheduler.ts): a claim marks the row with a random token and the end of its lease, each
-- push accepted deletes its own row at once, and a row whose lease ended (its instance died mid-send) is claimed
-- again by the next tick of any instance. Still nothing personal: a token and an instant.
alter table feedback.reminder_occurrences
  add column claim_token text check (claim_token ~ '^[0-9a-f]{32}$'),
  add column claimed_until timestamptz;
