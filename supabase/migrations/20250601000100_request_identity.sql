-- Who is asking: the helper the first row-level security policies of this project used.
--
-- A row belongs to the requester when it carries their user id, which auth.uid() takes from the verified token.
-- Nothing the request itself says (a header, a session id) is trusted: a session id is not a secret. Rows without
-- a user belong to no visitor here. 20250701000100_owner_is_auth_uid.sql replaces this helper and its policies with
-- an `owner` column set from auth.uid().

create or replace function public.is_own_row(row_user_id uuid, row_session_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  -- row_session_id stays in the signature for the policies written against it; it grants nothing.
  select coalesce(row_user_id = auth.uid(), false);
$$;

comment on function public.is_own_row(uuid, uuid) is
  'True when the row carries the signed-in user''s id (auth.uid()); a session id grants nothing.';

revoke all on function public.is_own_row(uuid, uuid) from public;
grant execute on function public.is_own_row(uuid, uuid) to anon, authenticated, service_role;
