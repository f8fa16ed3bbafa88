-- The therapist directory (functions/directory.ts). A listing is made by a therapist's device, which keeps the listing
-- key; only its SHA-256 is kept here, so a copy of this table lets nobody change a listing. The listing is public
-- only while verified by an admin, opted in and subscribed (the spec's rule, decided in the handler on the server's
-- clock). No client data is ever part of a listing. Admin actions (verify, decline, close a report) are logged with
-- who and when in admin_actions.
create table feedback.directory_listings (
  listing_id uuid primary key,
  key_hash text not null check (key_hash ~ '^[0-9a-f]{64}$'),
  name text not null check (char_length(name) between 1 and 120),
  credentials text not null check (char_length(credentials) <= 120),
  license_number text not null check (char_length(license_number) between 1 and 40),
  license_state text not null check (char_length(license_state) between 1 and 40),
  city text not null check (char_length(city) <= 80),
  state text not null check (char_length(state) <= 80),
  specialties jsonb not null check (jsonb_typeof(specialties) = 'array' and jsonb_array_length(specialties) <= 12),
  remote boolean not null,
  in_person boolean not null,
  bio text not null check (char_length(bio) <= 250),
  contact text not null check (char_length(contact) between 1 and 200 and (contact ~* '^https://' or contact ~ '@')),
  directory_opt_in boolean not null,
  status text not null check (status in ('pending', 'verified', 'declined')),
  decline_reason text check (decline_reason is null or char_length(decline_reason) between 1 and 500),
  verified_at timestamptz,
  reviewed_by text,
  subscription_status text not null default 'none' check (subscription_status in ('none', 'active')),
  subscription_start timestamptz,
  subscription_end timestamptz,
  subscription_reference text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check ((status = 'verified') = (verified_at is not null)),
  check ((status = 'declined') = (decline_reason is not null)),
  check (subscription_status = 'none' or subscription_start is not null)
);

create index directory_listings_public_idx on feedback.directory_listings (status, directory_opt_in, subscription_status);

create table feedback.directory_reports (
  report_id uuid primary key,
  listing_id uuid not null references feedback.directory_listings (listing_id) on delete cascade,
  reason text not null check (reason in ('inaccurate', 'not-a-professional', 'inappropriate', 'other')),
  details text not null check (char_length(details) <= 500),
  status text not null default 'open' check (status in ('open', 'closed')),
  created_at timestamptz not null,
  closed_at timestamptz,
  closed_by text,
  close_note text check (close_note is null or char_length(close_note) <= 500),
  check ((status = 'closed') = (closed_at is not null))
);

create index directory_reports_listing_idx on feedback.directory_reports (listing_id, status);
create index directory_reports_status_idx on feedback.directory_reports (status, created_at);

create table feedback.admin_actions (
  id bigint generated always as identity primary key,
  admin_email text not null,
  action text not null check (action in ('verify-listing', 'decline-listing', 'close-report')),
  target_type text not null check (target_type in ('listing', 'report')),
  target_id text not null,
  reason text,
  at timestamptz not null
);

create index admin_actions_at_idx on feedback.admin_actions (at desc, id desc);

alter table feedback.directory_listings enable row level security;
alter table feedback.directory_reports enable row level security;
alter table feedback.admin_actions enable row level security;
