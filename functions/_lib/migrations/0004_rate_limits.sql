-- Fixed-window request counters per client address and endpoint, used when several serverless instances share one
-- database (the embedded server counts in memory instead).
create table feedback.rate_limit_buckets (
  bucket_key text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket_key, window_start)
);

create index rate_limit_buckets_window_idx on feedback.rate_limit_buckets (window_start);

alter table feedback.rate_limit_buckets enable row level security;
