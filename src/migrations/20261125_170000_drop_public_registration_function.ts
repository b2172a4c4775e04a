import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// A visitor's registration is stored through Payload's create and the collection's hooks,
// like every other write: the database function that stored it on a path of its own goes.
// The rate limit, seat lock, seat count and reference functions stay (the hooks call them).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP FUNCTION IF EXISTS academy_store_public_registration(jsonb, jsonb, varchar, integer, numeric, varchar, integer, integer, varchar, varchar, timestamptz);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
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
