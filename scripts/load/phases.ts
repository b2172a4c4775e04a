/**
 * The three parts of `npm run test:load`, each returning its printed section: the plain load,
 * the load across two PostgreSQL restarts, and the race for the last seats.
 */
import type { RunningPostgres } from '../lib/embedded-postgres'
import type { AppServer } from '../lib/app-server'
import { loadRecoveryMs, runOutages } from './outages'
import { startPostLoad, statusCounts, type PostLoad } from './post-load'
import { formatCounts, seconds, yesRow, zeroRow, type Row, type Section } from './report'
import { raceForSeats } from './seat-race'
import { LOAD } from './settings'
import { checkPhaseStored } from './stored-check'

const count = (n: number) => n.toLocaleString('en-US')

const answersWhere = (load: PostLoad, test: (status: number) => boolean) =>
  load.answers.filter((a) => test(a.status)).length

/** Rows every load phase shares: what was sent, how it was answered, what was stored. */
const loadRows = async (
  load: PostLoad,
  run: { seconds: number; sent: number },
  databaseUrl: string,
  phase: string,
): Promise<{ rows: Row[]; missing: number }> => {
  const stored = await checkPhaseStored(databaseUrl, phase, load.acknowledged)
  return {
    missing: stored.missing,
    rows: [
      {
        figure: 'POSTs sent (contact + registrations)',
        value: `${count(run.sent)} in ${run.seconds.toFixed(1)} s (${(load.answers.length / run.seconds).toFixed(0)} answers/s)`,
        requirement: `${count(LOAD.posts)} at ${LOAD.connections} connections`,
        ok: run.sent >= LOAD.posts,
      },
      { figure: 'answers by status', value: formatCounts(statusCounts(load)) },
      {
        figure: 'acknowledged (201 with an id)',
        value: `${count(stored.acknowledged)} (contact ${count(load.acknowledged.contact.length)}, registrations ${count(load.acknowledged.registrations.length)})`,
      },
      zeroRow('acknowledged but not in PostgreSQL', stored.missing),
      {
        figure: 'stored without a 201 reaching the client',
        value: String(stored.storedUnacknowledged),
      },
    ],
  }
}

export const steadyPhase = async (server: AppServer, databaseUrl: string): Promise<Section> => {
  const load = startPostLoad({
    base: server.base,
    phase: 'steady',
    amount: LOAD.posts,
    connections: LOAD.connections,
  })
  const run = await load.done
  const { rows } = await loadRows(load, run, databaseUrl, 'steady')
  const serverErrors = answersWhere(load, (s) => s >= 500)
  const unanswered = run.sent - load.answers.length
  rows.push(zeroRow('5xx answers', serverErrors), zeroRow('requests without an answer', unanswered))
  return { title: `1. ${count(LOAD.posts)} public POSTs at ${LOAD.connections} connections`, rows }
}

export const restartPhase = async (
  server: AppServer,
  postgres: RunningPostgres,
  databaseUrl: string,
): Promise<Section> => {
  const load = startPostLoad({
    base: server.base,
    phase: 'restart',
    amount: LOAD.posts,
    connections: LOAD.connections,
    overallRate: LOAD.restartPhaseRate,
  })
  let finished = false
  void load.done.finally(() => (finished = true))
  const outages = await runOutages({
    postgres,
    base: server.base,
    plan: LOAD.outages,
    downSeconds: LOAD.downSeconds,
    answered: () => load.answers.length,
    total: LOAD.posts,
    finished: () => finished,
  })
  const run = await load.done
  const { rows } = await loadRows(load, run, databaseUrl, 'restart')
  rows[0].value += `, paced at ${LOAD.restartPhaseRate}/s`

  const limitMs = LOAD.recoveryLimitSeconds * 1000
  LOAD.outages.forEach((plan, i) => {
    const outage = outages[i]
    const loadMs = outage ? loadRecoveryMs(load.answers, outage.backAt) : null
    // Refusals well after the database was back (until the next outage) would mean a pool
    // slow to recover; requests already under way at its return are given a second.
    const until = outages[i + 1]?.downAt ?? Infinity
    const lateRefusals = outage
      ? load.answers.filter((a) => a.status === 503 && a.at >= outage.backAt + 1000 && a.at < until)
          .length
      : 0
    const name = `restart ${i + 1} (${plan.mode} shutdown)`
    if (!outage) {
      rows.push({
        figure: `${name}: 2xx again after`,
        value: 'the load ended first',
        requirement: 'during the load',
        ok: false,
      })
      return
    }
    rows.push(
      {
        figure: `${name}: down for`,
        value: `${seconds(outage.backAt - outage.downAt)}; 503s > 1 s after its return: ${lateRefusals}`,
      },
      {
        figure: `${name}: 2xx again after`,
        value: `${seconds(outage.probeRecoveryMs)} (probe), ${seconds(loadMs)} (load)`,
        requirement: `≤ ${LOAD.recoveryLimitSeconds} s of its return`,
        ok: [outage.probeRecoveryMs, loadMs].every((ms) => ms !== null && ms <= limitMs),
      },
    )
  })
  const refusals = load.answers.filter((a) => a.status === 503 || a.status === 429)
  const explained = refusals.filter((a) => a.saysRetry).length
  rows.push({
    figure: '503/429 with Retry-After and a JSON error',
    value: `${explained} of ${refusals.length}`,
    requirement: 'all',
    ok: explained === refusals.length,
  })
  // While the database is away the only acceptable refusals say "try again" (503, 429).
  const otherAnswers = answersWhere(load, (s) => (s < 200 || s >= 300) && s !== 503 && s !== 429)
  rows.push(
    zeroRow('answers other than 2xx, 503 and 429', otherAnswers),
    yesRow('server process alive after the restarts', server.alive()),
  )
  return {
    title: `2. The same while PostgreSQL restarts twice (down ${LOAD.downSeconds} s each)`,
    rows,
  }
}

export const racePhase = async (server: AppServer, databaseUrl: string): Promise<Section> => {
  const rows: Row[] = []
  for (const [i, { seatsLeft, oneSeatEach }] of LOAD.raceRounds.entries()) {
    const round = await raceForSeats(server, databaseUrl, {
      phase: `race${i + 1}`,
      clients: LOAD.raceClients,
      seatsLeft,
      oneSeatEach,
    })
    const label =
      `${round.clients} clients for ${round.seatsLeft} seat${round.seatsLeft > 1 ? 's' : ''}` +
      (oneSeatEach ? ', one each' : '')
    rows.push(
      {
        figure: `${label}: seats won`,
        value: `${round.seatsWon} by ${round.accepted} registrations`,
        // One seat each and more clients than seats: every seat goes, and no more.
        requirement: oneSeatEach ? `exactly ${round.seatsLeft}` : `≤ ${round.seatsLeft}`,
        ok: oneSeatEach ? round.seatsWon === round.seatsLeft : round.seatsWon <= round.seatsLeft,
      },
      {
        figure: `${label}: seats held / capacity`,
        value: `${round.heldAfter} / ${round.capacity}`,
        requirement: '≤ capacity',
        ok: round.heldAfter <= round.capacity,
      },
      {
        figure: `${label}: refused 409 with the app's message`,
        value: String(round.refused),
        requirement: `${round.clients - round.accepted} (all others)`,
        ok: round.unexpected.length === 0 && round.refused === round.clients - round.accepted,
      },
      zeroRow(`${label}: acknowledged but not stored`, round.missing),
    )
    for (const answer of new Set(round.unexpected)) {
      rows.push({ figure: `${label}: unexpected answer`, value: answer })
    }
  }
  return { title: `3. ${LOAD.raceClients} clients racing for the last seats`, rows }
}
