import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A visitor's registration is stored by one database call (at 20 connections each
// statement's round trip from Node.js cost more than the work). The rules that must hold
// across concurrent requests live here, each in one function that both create paths call:
//
// - academy_rate_limit_hit: one hit of a client on a public form, counted in fixed windows
//   (src/server/rate-limit.ts); windows older than a day are forgotten.
// - academy_lock_seats / academy_seats_taken: bookings take turns on one advisory lock, held
//   until commit, and count the seats pending and confirmed registrations hold.
// - academy_registration_reference: 'ASL-2026-0042': short enough to read over the phone,
//   sortable within a year; four digits at least, more when the numbers run past 9999.
// - academy_store_public_registration: the rate limit, the seat check under the lock, the
//   reference, the row, its participants and its queued e-mail job, all or nothing. A refusal
//   raises SQLSTATE AR429 (detail: seconds to wait) or AR409 (detail: seats left), which
//   src/server/registrations/store-public-registration.ts answers with the spec's messages.
//   Validation, pricing and the workshop's opening stay in TypeScript.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION academy_rate_limit_hit(p_key varchar, p_window_seconds integer)
  RETURNS TABLE (hit_count integer, retry_after_seconds integer)
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO form_rate_limits AS l ("key", window_start, hits)
    VALUES (p_key, to_timestamp(floor(extract(epoch FROM now()) / p_window_seconds) * p_window_seconds), 1)
    ON CONFLICT ("key", window_start) DO UPDATE SET hits = l.hits + 1
    RETURNING l.hits,
      ceil(extract(epoch FROM l.window_start) + p_window_seconds - extract(epoch FROM now()))::integer
    INTO hit_count, retry_after_seconds;
    IF hit_count = 1 THEN
      DELETE FROM form_rate_limits WHERE window_start < now() - interval '1 day';
    END IF;
    RETURN NEXT;
  END $$;

  CREATE OR REPLACE FUNCTION academy_lock_seats() RETURNS void
  LANGUAGE sql AS $$ SELECT pg_advisory_xact_lock(7261904116) $$;

  CREATE OR REPLACE FUNCTION academy_seats_taken() RETURNS numeric
  LANGUAGE sql STABLE AS $$
    SELECT coalesce(sum(participant_count), 0) FROM registrations
    WHERE status IN ('pending', 'confirmed') OR status IS NULL
  $$;

  CREATE OR REPLACE FUNCTION academy_registration_reference(
    p_prefix varchar, p_year integer, p_sequence bigint
  ) RETURNS varchar
  LANGUAGE sql IMMUTABLE AS $$
    SELECT p_prefix || '-' || p_year || '-' ||
      lpad(p_sequence::text, greatest(4, length(p_sequence::text)), '0')
  $$;

  CREATE OR REPLACE FUNCTION academy_store_public_registration(
    p_registration jsonb,
    p_participants jsonb,
    p_reference_prefix varchar,
    p_reference_year integer,
    p_capacity numeric,
    p_rate_key varchar,
    p_rate_limit integer,
    p_rate_window_seconds integer,
    p_job_task varchar,
    p_job_queue varchar,
    p_now timestamptz
  ) RETURNS TABLE (registration_id integer, registration_reference varchar)
  LANGUAGE plpgsql AS $$
  DECLARE
    v_hits integer;
    v_retry_after integer;
    v_taken numeric;
    v_count integer := (p_registration->>'participantCount')::integer;
  BEGIN
    SELECT h.hit_count, h.retry_after_seconds INTO v_hits, v_retry_after
    FROM academy_rate_limit_hit(p_rate_key, p_rate_window_seconds) h;
    IF v_hits > p_rate_limit THEN
      RAISE EXCEPTION 'rate limit reached' USING ERRCODE = 'AR429', DETAIL = greatest(1, v_retry_after)::text;
    END IF;

    -- Each statement below sees what committed before it: the count follows the lock.
    PERFORM academy_lock_seats();
    v_taken := academy_seats_taken();
    IF v_taken + v_count > p_capacity THEN
      RAISE EXCEPTION 'not enough seats' USING ERRCODE = 'AR409', DETAIL = greatest(0, p_capacity - v_taken)::text;
    END IF;

    registration_reference := academy_registration_reference(
      p_reference_prefix, p_reference_year, nextval('registration_reference_seq'));
    INSERT INTO registrations (reference, status, program_name, organization, address,
      contact_name, contact_phone, contact_email, participant_count, rate_per_person,
      total_amount, early_bird_applied, notes, privacy_notice_version, created_at, updated_at)
    VALUES (registration_reference, 'pending', p_registration->>'programName',
      p_registration->>'organization', p_registration->>'address',
      p_registration->>'contactName', p_registration->>'contactPhone',
      p_registration->>'contactEmail', v_count, (p_registration->>'ratePerPerson')::numeric,
      (p_registration->>'totalAmount')::numeric, (p_registration->>'earlyBirdApplied')::boolean,
      p_registration->>'notes', p_registration->>'privacyNoticeVersion', p_now, p_now)
    RETURNING id INTO registration_id;

    INSERT INTO registrations_participants (_order, _parent_id, id, "no", "name")
    SELECT place, registration_id, participant->>'id', (participant->>'no')::numeric,
      participant->>'name'
    FROM jsonb_array_elements(p_participants) WITH ORDINALITY AS given(participant, place);

    INSERT INTO payload_jobs (input, task_slug, queue, created_at, updated_at)
    VALUES (jsonb_build_object('collection', 'registrations', 'id', registration_id),
      p_job_task::enum_payload_jobs_task_slug, p_job_queue, p_now, p_now);
    RETURN NEXT;
  END $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP FUNCTION IF EXISTS academy_store_public_registration(jsonb, jsonb, varchar, integer, numeric, varchar, integer, integer, varchar, varchar, timestamptz);
  DROP FUNCTION IF EXISTS academy_registration_reference(varchar, integer, bigint);
  DROP FUNCTION IF EXISTS academy_seats_taken();
  DROP FUNCTION IF EXISTS academy_lock_seats();
  DROP FUNCTION IF EXISTS academy_rate_limit_hit(varchar, integer);`)
}
