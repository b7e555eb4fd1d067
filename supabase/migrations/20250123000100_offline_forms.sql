-- A contact message written on a flaky connection is kept in the browser and sent again until
-- an answer arrives, so the same message can reach the server twice (the first answer was lost).
-- The browser gives each message its own id; the second insert of that id is refused as a
-- unique violation (23505), which the sender reads as "already sent". Nullable: messages sent
-- before this migration, and senders that give none, are stored as before.
--
-- No grant or policy changes: anon and authenticated hold a table-wide insert privilege, which
-- covers the new column, and the insert policy checks only user_id. Nobody but service_role
-- reads the table, so the constraint tells a sender no more than "this id was used".

alter table public.contact_messages add column client_ref uuid;

alter table public.contact_messages add constraint contact_messages_client_ref_key unique (client_ref);
