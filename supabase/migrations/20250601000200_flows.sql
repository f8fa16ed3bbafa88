-- Guided flows (spec section 3): published content, read by everyone, written only by the service role.
-- One row per flow and set of age tiers, so a flow can have versions for different tiers under the same id.

create table public.flows (
  id text not null check (char_length(id) between 1 and 100),
  age_tiers text[] not null default '{adult}'
    check (cardinality(age_tiers) > 0 and age_tiers <@ array['child', 'teen', 'adult']::text[]),
  tags text[] not null default '{}',
  content jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  primary key (id, age_tiers)
);

create index flows_age_tiers_idx on public.flows using gin (age_tiers);
create index flows_tags_idx on public.flows using gin (tags);
create index flows_created_at_idx on public.flows (created_at desc);

alter table public.flows enable row level security;

revoke all on table public.flows from anon, authenticated;
grant select on table public.flows to anon, authenticated;
grant all on table public.flows to service_role;

create policy "Anyone can read the published flows"
  on public.flows for select
  to anon, authenticated
  using (true);
